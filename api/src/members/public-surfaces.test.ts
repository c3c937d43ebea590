import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  getMemberProfileEndpoint,
  searchMembersEndpoint,
  updateVisibleToVisitorsEndpoint,
  uploadPhotoEndpoint,
  type PhotoModerationMode,
} from '@dating/shared/contracts/index';
import { reviewPhotoEndpoint } from '@dating/shared/contracts/staff-photos';
import { photos, profiles, sites } from '../db/schema';
import { inject, injectOk } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
import { createTestStaff, staffSessionCookie } from '../test/builders/staff';
import { fictionalProfile } from '../test/builders/profiles';
import { multipart } from '../test/test-photos';
import { searchMembers } from './member-search';

const context = setupTestContext();
const db = () => context().database.db;

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#c02050' } })
    .png()
    .toBuffer();

/** A member of this file in `country` (one no seeded profile lives in), logged in, with an uploaded photo unless told. */
async function member(country: string, { photo = true } = {}) {
  const made = await createLoggedInMember(context(), { prefix: 'public', profile: { country, city: 'Test' } });
  if (photo) await injectOk(context().app, uploadPhotoEndpoint, { as: made.cookie, form: multipart(await png()) });
  return made;
}

/** The site's photo moderation for profile photos from now on (the resolver's cache dropped). */
async function profileModeration(mode: PhotoModerationMode): Promise<void> {
  // Every site's: an upload follows the member's own site, whichever host the call names.
  for (const site of await db().select().from(sites))
    await db()
      .update(sites)
      .set({ settings: { ...site.settings, photo_moderation: { ...site.settings.photo_moderation, profile: mode } } })
      .where(eq(sites.id, site.id));
  context().app.context.sites.invalidate();
}

let moderatorCookie: Promise<string> | undefined;
/** A moderator approves the member's photo through the console's call. */
async function approve(photoId: number): Promise<void> {
  moderatorCookie ??= createTestStaff(context(), { prefix: 'public', role: 'moderator' }).then((staff) =>
    staffSessionCookie(context(), staff),
  );
  await injectOk(context().app, reviewPhotoEndpoint, {
    as: await moderatorCookie,
    body: { kind: 'profile', id: photoId, decision: 'approve' },
  });
}

const photoOf = async (profileId: number) => (await db().select().from(photos).where(eq(photos.profileId, profileId)))[0]!;
const memberSearch = (cookie: string, country: string) =>
  injectOk(context().app, searchMembersEndpoint, { as: cookie, query: { country, limit: 48 } });
const visitorProfile = (id: number) => inject(context().app, getMemberProfileEndpoint, { query: { id }, headers: { host: 'localhost' } });

/** The home page's query (the first page of the visitor search, no filters) or a filtered one, as a visitor. */
const visitorSearch = (query: { country?: string; limit?: number } = {}) =>
  injectOk(context().app, searchMembersEndpoint, { query: { limit: 48, ...query }, headers: { host: 'localhost' } });

const optIn = (cookie: string) =>
  injectOk(context().app, updateVisibleToVisitorsEndpoint, { as: cookie, body: { visible_to_visitors: true } });

/** Every id of a search, page by page of `limit`, as the browser walks it. */
async function walk(searcher: number | null, country: string, limit = 1): Promise<number[]> {
  const ids: number[] = [];
  let after: string | undefined;
  do {
    const page = await searchMembers(db(), searcher, { country, limit, after });
    ids.push(...page.profiles.map((profile) => profile.id));
    after = page.next ?? undefined;
  } while (after);
  return ids;
}

describe('public surfaces: home page, logged-out search, profiles seen by visitors', () => {
  afterEach(() => profileModeration('pre'));

  it('pre-moderation: a new upload is for its owner only; members see it once approved; visitors never see a member who did not opt in', async () => {
    const fresh = await member('LU');
    const photo = await photoOf(fresh.profileId);
    expect(photo.status).toBe('pending');
    const other = await member('NL', { photo: false });
    expect((await memberSearch(other.cookie, 'LU')).profiles.find((p) => p.id === fresh.profileId)?.main_image).toBeNull();
    const { profile: seen } = await injectOk(context().app, getMemberProfileEndpoint, { as: other.cookie, query: { id: fresh.profileId } });
    expect(seen.photos).toEqual([]);
    const { profile: own } = await injectOk(context().app, getMemberProfileEndpoint, { as: fresh.cookie, query: { id: fresh.profileId } });
    expect(own.photos).toEqual([expect.objectContaining({ url: photo.filename, locked: false })]);

    await approve(photo.id);
    expect((await memberSearch(other.cookie, 'LU')).profiles.find((p) => p.id === fresh.profileId)?.main_image?.filename).toBe(
      photo.filename,
    );

    const home = await visitorSearch();
    expect(home.profiles.length).toBeGreaterThan(0);
    expect(home.profiles.every((profile) => profile.fictional)).toBe(true);
    expect(JSON.stringify(home)).not.toContain(photo.filename);
    expect((await visitorSearch({ country: 'LU' })).profiles.map((p) => p.id)).not.toContain(fresh.profileId);
    expect((await visitorProfile(fresh.profileId)).statusCode).toBe(404);
  });

  it('post-moderation: members see an upload at once; a visitor sees the photo of an opted-in member only once a moderator approved it', async () => {
    await profileModeration('post');
    const visible = await member('LI');
    const photo = await photoOf(visible.profileId);
    expect(photo).toMatchObject({ status: 'active', reviewedAt: null });
    const { user } = await optIn(visible.cookie);
    expect(user.visible_to_visitors).toBe(true);
    const other = await member('NL', { photo: false });
    expect((await memberSearch(other.cookie, 'LI')).profiles.find((p) => p.id === visible.profileId)?.main_image?.filename).toBe(
      photo.filename,
    );
    const fictional = await fictionalProfile(context(), { country: 'LI', city: 'Vaduz' });

    // Not reviewed yet: the site's own profile with its photo first, the member after it, photo-less for a visitor.
    const found = (await visitorSearch({ country: 'LI' })).profiles;
    expect(found.map((p) => p.id)).toEqual([fictional, visible.profileId]);
    expect(found[1]?.main_image).toBeNull();
    // Its profile opens for a visitor without the photo: one nobody reviewed is not even listed locked.
    const before = (await visitorProfile(visible.profileId)).json() as { profile: { photos: unknown[] } };
    expect(before.profile.photos).toEqual([]);

    await approve(photo.id);
    const [flags] = await db().select({ publicPhoto: profiles.publicPhoto }).from(profiles).where(eq(profiles.id, visible.profileId));
    expect(flags?.publicPhoto).toBe(true);
    // Approved: both have a photo now (the newest first), the member's picture on their card and profile.
    const after = (await visitorSearch({ country: 'LI' })).profiles;
    expect(after.map((p) => p.id)).toEqual([fictional, visible.profileId]);
    expect(after[1]?.main_image?.filename).toBe(photo.filename);
    const opened = (await visitorProfile(visible.profileId)).json() as { profile: { photos: { url?: string; locked: boolean }[] } };
    expect(opened.profile.photos).toEqual([expect.objectContaining({ url: photo.filename, locked: false })]);
  });

  it('sort members without a photo last, for members and visitors alike, over every page', async () => {
    await profileModeration('post');
    const withPhoto = await fictionalProfile(context(), { country: 'MT', city: 'Valletta' });
    const withoutPhoto = await fictionalProfile(context(), { country: 'MT', city: 'Valletta', photo: false });
    const memberWithPhoto = await member('MT');
    const memberWithout = await member('MT', { photo: false });
    await Promise.all([optIn(memberWithPhoto.cookie), optIn(memberWithout.cookie)]);
    const searcher = (await member('NL', { photo: false })).profileId;

    // Within each group the newest first.
    expect(await walk(searcher, 'MT')).toEqual([memberWithPhoto.profileId, withPhoto, memberWithout.profileId, withoutPhoto]);
    // A visitor sees no member's photo nobody reviewed: only the site's own profile has one.
    expect(await walk(null, 'MT')).toEqual([withPhoto, memberWithout.profileId, memberWithPhoto.profileId, withoutPhoto]);

    // The order follows the photos themselves: the member's only photo gone, they go last with the others.
    await db().delete(photos).where(eq(photos.profileId, memberWithPhoto.profileId));
    expect(await walk(searcher, 'MT', 3)).toEqual([withPhoto, memberWithout.profileId, memberWithPhoto.profileId, withoutPhoto]);
  });
});
