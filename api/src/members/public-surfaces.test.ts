import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  getMemberProfileEndpoint,
  searchMembersEndpoint,
  updateVisibleToVisitorsEndpoint,
  uploadPhotoEndpoint,
} from '@dating/shared/contracts/index';
import { photos } from '../db/schema';
import { inject, injectOk } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
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
  it('never show a member who has just signed up, nor their photo; members see them', async () => {
    const fresh = await member('LU');
    const [photo] = await db().select().from(photos).where(eq(photos.profileId, fresh.profileId));
    expect(photo?.status).toBe('active');

    const home = await visitorSearch();
    expect(home.profiles.length).toBeGreaterThan(0);
    expect(home.profiles.every((profile) => profile.fictional)).toBe(true);
    expect(JSON.stringify(home)).not.toContain(photo!.filename);
    expect((await visitorSearch({ country: 'LU' })).profiles.map((p) => p.id)).not.toContain(fresh.profileId);
    const page = await inject(context().app, getMemberProfileEndpoint, { query: { id: fresh.profileId }, headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(404);

    const other = await member('NL', { photo: false });
    const seen = await injectOk(context().app, searchMembersEndpoint, { as: other.cookie, query: { country: 'LU', limit: 48 } });
    expect(seen.profiles.find((p) => p.id === fresh.profileId)?.main_image?.filename).toBe(photo!.filename);
  });

  it('show a member who chose to be seen by visitors, without a photo no one has reviewed', async () => {
    const visible = await member('LI');
    const { user } = await optIn(visible.cookie);
    expect(user.visible_to_visitors).toBe(true);
    const fictional = await fictionalProfile(context(), { country: 'LI', city: 'Vaduz' });

    const found = (await visitorSearch({ country: 'LI' })).profiles;
    // The site's own profile with its photo first; the member after it, photo-less for a visitor.
    expect(found.map((p) => p.id)).toEqual([fictional, visible.profileId]);
    expect(found[1]?.main_image).toBeNull();
    const { profile } = await injectOk(context().app, getMemberProfileEndpoint, {
      query: { id: visible.profileId },
      headers: { host: 'localhost' },
    });
    expect(profile.photos.length).toBe(1);
    expect(profile.photos.every((p) => p.locked)).toBe(true);
  });

  it('sort members without a photo last, for members and visitors alike, over every page', async () => {
    const withPhoto = await fictionalProfile(context(), { country: 'MT', city: 'Valletta' });
    const withoutPhoto = await fictionalProfile(context(), { country: 'MT', city: 'Valletta', photo: false });
    const memberWithPhoto = await member('MT');
    const memberWithout = await member('MT', { photo: false });
    await Promise.all([optIn(memberWithPhoto.cookie), optIn(memberWithout.cookie)]);
    const searcher = (await member('NL', { photo: false })).profileId;

    // Within each group the newest first.
    expect(await walk(searcher, 'MT')).toEqual([memberWithPhoto.profileId, withPhoto, memberWithout.profileId, withoutPhoto]);
    // A visitor sees no member's photo yet: only the site's own profile has one.
    expect(await walk(null, 'MT')).toEqual([withPhoto, memberWithout.profileId, memberWithPhoto.profileId, withoutPhoto]);

    // The order follows the photos themselves: the member's only photo gone, they go last with the others.
    await db().delete(photos).where(eq(photos.profileId, memberWithPhoto.profileId));
    expect(await walk(searcher, 'MT', 3)).toEqual([withPhoto, memberWithout.profileId, memberWithPhoto.profileId, withoutPhoto]);
  });
});
