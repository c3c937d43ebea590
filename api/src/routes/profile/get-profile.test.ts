import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FREE_VISIBLE_PHOTOS,
  MemberProfileResponseSchema,
  PROFILE_FIELDS,
  blockProfileEndpoint,
  getMemberProfileEndpoint,
  getUserEndpoint,
  type MemberProfile,
  type Settings,
} from '@dating/shared/contracts/index';
import type { App } from '../../app-context';
import { buildApp } from '../../app';
import { credit, debit } from '../../credits/ledger';
import { blocks, likes, photos, profiles, sites, users } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { conversation } from '../../test/builders/conversations';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { createLoggedInMember, createTestMember, loginMember } from '../../test/builders/members';

const context = setupTestContext();
const db = () => context().database.db;
let freeCookie = '';
let premiumCookie = '';
let freeProfileId = 0;
let premiumProfileId = 0;
let premiumUserId = 0;
/** A fictional profile with more photos than a free member may see. */
let manyPhotosId = 0;
let manyPhotos: { id: number; filename: string; thumbFilename: string; matchFilename: string }[] = [];

type ProfileQuery = z.input<typeof getMemberProfileEndpoint.query>;
const view = (app: App, query: ProfileQuery, cookie: string | null, host: string) =>
  inject(app, getMemberProfileEndpoint, { query, headers: { host }, ...(cookie ? { as: cookie } : {}) });
const get = (query: ProfileQuery, cookie: string | null, host = 'localhost') => view(context().app, query, cookie, host);

async function profileOf(id: number, cookie: string | null): Promise<{ profile: MemberProfile; body: string }> {
  const response = await get({ id: id }, cookie);
  expect(response.statusCode).toBe(200);
  return { profile: MemberProfileResponseSchema.parse(response.json()).profile, body: response.body };
}

/**
 * Runs `run` against a fresh app (the running one caches sites) that knows one more site, the
 * default site's settings with `changes`, at `host`.
 */
async function withSite(host: string, changes: Partial<Settings>, run: (app: App) => Promise<void>): Promise<void> {
  const [site] = await db().select().from(sites).where(eq(sites.host, 'localhost'));
  await db()
    .insert(sites)
    .values({
      host,
      isDefault: false,
      companyId: site!.companyId,
      vapidPrivateKey: site!.vapidPrivateKey,
      settings: { ...site!.settings, domain: host, ...changes },
    });
  const app = await buildApp({ db: db(), engine: context().database.engine, config: context().config, logger: false });
  try {
    await run(app);
  } finally {
    await app.close();
    await db().delete(sites).where(eq(sites.host, host));
  }
}

async function profileOn(app: App, host: string, id: number, cookie: string | null): Promise<{ profile: MemberProfile; body: string }> {
  const response = await view(app, { id }, cookie, host);
  expect(response.statusCode).toBe(200);
  return { profile: MemberProfileResponseSchema.parse(response.json()).profile, body: response.body };
}

beforeAll(async () => {
  ({ cookie: freeCookie, profileId: freeProfileId } = await loginMember(context(), DEMO_FREE_EMAIL));
  ({ cookie: premiumCookie, profileId: premiumProfileId, id: premiumUserId } = await loginMember(context(), DEMO_PREMIUM_EMAIL));

  // The seed gives every fictional profile 3–6 photos: take one with the most, not blocked by anyone.
  const candidates = await db()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.fictional, true), eq(profiles.status, 'active'), isNull(profiles.deletedAt)));
  const blocked = new Set((await db().select().from(blocks)).flatMap((b) => [b.blockerProfileId, b.blockedProfileId]));
  let best: typeof manyPhotos = [];
  for (const { id } of candidates) {
    if (blocked.has(id)) continue;
    const rows = await db()
      .select({
        id: photos.id,
        filename: photos.filename,
        thumbFilename: photos.thumbFilename,
        matchFilename: photos.matchFilename,
        isMain: photos.isMain,
      })
      .from(photos)
      .where(eq(photos.profileId, id))
      .orderBy(photos.position);
    if (rows.length > best.length) {
      best = rows;
      manyPhotosId = id;
    }
  }
  manyPhotos = best;
  if (manyPhotos.length < 5) throw new Error(`the seed gave no visible fictional profile 5 photos (at most ${manyPhotos.length})`);
});

describe('GET /api/profile.php: the profile', () => {
  it('answers the public profile: age from the date of birth (never the date), location, interests, details, notes', async () => {
    const response = await get({ id: manyPhotosId }, freeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { profile } = MemberProfileResponseSchema.parse(response.json());
    const [row] = await db().select().from(profiles).where(eq(profiles.id, manyPhotosId));
    expect(profile).toMatchObject({
      id: manyPhotosId,
      name: row!.name,
      gender: row!.gender,
      city: row!.city,
      country: row!.country,
      fictional: true,
      about_me: row!.aboutMe,
    });
    expect(profile.age).toBeGreaterThanOrEqual(18);
    expect(response.body).not.toContain(row!.dateOfBirth);
    expect(response.body).not.toContain('date_of_birth');
    expect(profile.interests?.length).toBeGreaterThanOrEqual(3);
    expect(profile.region).toEqual(expect.any(String));
    expect(profile.sexuality).toBe(row!.sexuality);
    // The default site shows every field, every detail and the fictional note.
    expect(Object.keys(profile.details).sort()).toEqual(['body_type', 'eye_color', 'hair_color', 'relationship_status', 'tattoos']);
    expect(profile.details.body_type).toBe(row!.bodyType);
    expect(profile.notes).toEqual(['fictional']);
  });

  it('sends only the fields the site lists: none of about me and age where the site leaves them out', async () => {
    const [row] = await db().select().from(profiles).where(eq(profiles.id, manyPhotosId));
    const host = 'no-age.localhost';
    await withSite(
      host,
      { visible_profile_fields: PROFILE_FIELDS.filter((field) => field !== 'about_me' && field !== 'age') },
      async (app) => {
        const { profile, body } = await profileOn(app, host, manyPhotosId, freeCookie);
        expect(profile).not.toHaveProperty('age');
        expect(profile).not.toHaveProperty('about_me');
        expect(body).not.toContain(row!.aboutMe);
        // The rest of the list is sent.
        expect(profile).toMatchObject({
          gender: row!.gender,
          sexuality: row!.sexuality,
          city: row!.city,
          region: expect.any(String),
          interests: expect.any(Array),
        });
        expect(Object.keys(profile.details).sort()).toEqual(['body_type', 'eye_color', 'hair_color', 'relationship_status', 'tattoos']);
        // Visitors get the same fields.
        expect((await profileOn(app, host, manyPhotosId, null)).profile).not.toHaveProperty('age');
      },
    );
  });

  it('a site listing no field sends the name, the country and the photos only', async () => {
    const host = 'no-fields.localhost';
    await withSite(host, { visible_profile_fields: [] }, async (app) => {
      const { profile } = await profileOn(app, host, manyPhotosId, freeCookie);
      expect(Object.keys(profile).sort()).toEqual(['country', 'details', 'fictional', 'id', 'liked', 'name', 'notes', 'online', 'photos']);
      expect(profile.details).toEqual({});
      expect(profile.photos.length).toBe(manyPhotos.length);
    });
  });

  it('sends the notes the site lists that apply to the profile: the fictional note on fictional profiles only', async () => {
    const host = 'notes.localhost';
    const human = await createTestMember(context(), { prefix: 'notes' });
    await withSite(host, { visible_profile_notes: ['no-such-note', 'fictional'] }, async (app) => {
      expect((await profileOn(app, host, manyPhotosId, freeCookie)).profile.notes).toEqual(['fictional']);
      expect((await profileOn(app, host, human.profileId, freeCookie)).profile.notes).toEqual([]);
    });
    await withSite(host, { visible_profile_notes: [] }, async (app) => {
      const { profile } = await profileOn(app, host, manyPhotosId, freeCookie);
      expect(profile.notes).toEqual([]);
      expect(profile.fictional).toBe(true);
    });
  });

  it('answers 400 naming the field for a bad id', async () => {
    for (const query of [{ id: undefined }, { id: '' }, { id: 'abc' }, { id: '0' }, { id: '-3' }, { id: '1.5' }, { id: '99999999999' }]) {
      const response = await get(query, freeCookie);
      expect([query, response.statusCode, response.json().error.code, response.json().error.field]).toEqual([
        query,
        400,
        'validation_failed',
        'id',
      ]);
    }
  });
});

describe('photo gating', () => {
  const fileNamesOf = (photo: (typeof manyPhotos)[number]) => [photo.filename, photo.thumbFilename, photo.matchFilename];

  /**
   * The gallery as sent and as it should be: the first `visible` photos with their files, the rest
   * locked, and not a trace of a locked photo's files in the raw body (not the parsed one: no field
   * anywhere may name them).
   */
  const gallery = (profile: MemberProfile, body: string, visible: number) => ({
    sent: {
      photos: profile.photos,
      lockedFilesInBody: manyPhotos
        .slice(visible)
        .flatMap(fileNamesOf)
        .filter((name) => body.includes(name)),
    },
    expected: {
      photos: manyPhotos.map((photo, index) =>
        index < visible ? { id: photo.id, url: photo.filename, thumb: photo.thumbFilename, locked: false } : { id: photo.id, locked: true },
      ),
      lockedFilesInBody: [],
    },
  });

  it(`a free member sees ${FREE_VISIBLE_PHOTOS} photos, the rest locked without file names`, async () => {
    const { profile, body } = await profileOf(manyPhotosId, freeCookie);
    const shown = gallery(profile, body, FREE_VISIBLE_PHOTOS);
    expect(shown.sent).toEqual(shown.expected);
  });

  it('a visitor sees the main photo only', async () => {
    const { profile, body } = await profileOf(manyPhotosId, null);
    const shown = gallery(profile, body, 1);
    expect(shown.sent).toEqual(shown.expected);
  });

  it('a premium member sees all, even at 0 credits', async () => {
    const { profile, body } = await profileOf(manyPhotosId, premiumCookie);
    const shown = gallery(profile, body, manyPhotos.length);
    expect(shown.sent).toEqual(shown.expected);
    const [user] = await db().select({ paidUser: users.paidUser }).from(users).where(eq(users.id, premiumUserId));
    expect(user!.paidUser).toBe(true);
    // At 0 credits (the ledger spent to nothing) premium stays premium: nothing in the gating reads credits.
    const balance = (await injectOk(context().app, getUserEndpoint, { as: premiumCookie })).user!.credits;
    expect(balance).toBeGreaterThan(0);
    await db().transaction((tx) => debit(tx, { userId: premiumUserId, amount: balance, reason: 'adjustment', key: 'profile-test-zero' }));
    try {
      expect((await injectOk(context().app, getUserEndpoint, { as: premiumCookie })).user!.credits).toBe(0);
      const atZero = await profileOf(manyPhotosId, premiumCookie);
      const shownAtZero = gallery(atZero.profile, atZero.body, manyPhotos.length);
      expect(shownAtZero.sent).toEqual(shownAtZero.expected);
    } finally {
      await db().transaction((tx) =>
        credit(tx, { userId: premiumUserId, amount: balance, reason: 'adjustment', key: 'profile-test-zero-back' }),
      );
    }
  });

  it('the main photo is first whatever its position, and photos not approved are never shown to others', async () => {
    const [main] = await db()
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, manyPhotosId), eq(photos.isMain, true)));
    await db().update(photos).set({ position: 99 }).where(eq(photos.id, main!.id));
    const pending = manyPhotos.at(-1)!;
    await db().update(photos).set({ status: 'pending' }).where(eq(photos.id, pending.id));
    try {
      const { profile } = await profileOf(manyPhotosId, premiumCookie);
      expect(profile.photos[0]).toMatchObject({ id: main!.id, locked: false });
      expect(profile.photos.map((p) => p.id)).not.toContain(pending.id);
    } finally {
      await db()
        .update(photos)
        .set({ position: main!.position, status: 'active' })
        .where(inArray(photos.id, [main!.id, pending.id]));
    }
  });

  it('a member viewing their own profile sees all of its photos', async () => {
    const extra = await db()
      .insert(photos)
      .values(
        Array.from({ length: 4 }, (_, n) => ({
          profileId: freeProfileId,
          filename: `own-${n}.jpg`,
          thumbFilename: `own-${n}-t.jpg`,
          matchFilename: `own-${n}-m.jpg`,
          status: 'active' as const,
          position: 10 + n,
        })),
      )
      .returning({ id: photos.id });
    try {
      const { profile } = await profileOf(freeProfileId, freeCookie);
      expect(profile.id).toBe(freeProfileId);
      expect(profile.photos.length).toBeGreaterThan(FREE_VISIBLE_PHOTOS);
      expect(profile.photos.every((p) => !p.locked)).toBe(true);
    } finally {
      await db()
        .delete(photos)
        .where(
          inArray(
            photos.id,
            extra.map((e) => e.id),
          ),
        );
    }
  });
});

describe('not found (never 403: existence is not revealed)', () => {
  /** The answer for `id`, to compare with notFound(id). */
  const answerFor = async (id: number, cookie: string | null) => {
    const response = await get({ id: id }, cookie);
    return { id, status: response.statusCode, code: response.json().error?.code };
  };
  const notFound = (id: number) => ({ id, status: 404, code: 'not_found' });

  it('an unknown id', async () => {
    expect(await answerFor(999_999, freeCookie)).toEqual(notFound(999_999));
    expect(await answerFor(999_999, null)).toEqual(notFound(999_999));
  });

  it('a block in either direction, for both sides only', async () => {
    const [a] = await db()
      .insert(profiles)
      .values({
        fictional: true,
        name: 'Blocker',
        status: 'active',
        country: 'MT',
        city: 'Valletta',
        gender: 'female',
        sexuality: 'hetero',
        dateOfBirth: '1990-01-01',
      })
      .returning({ id: profiles.id });
    const [b] = await db()
      .insert(profiles)
      .values({
        fictional: true,
        name: 'Blocked',
        status: 'active',
        country: 'MT',
        city: 'Valletta',
        gender: 'female',
        sexuality: 'hetero',
        dateOfBirth: '1990-01-01',
      })
      .returning({ id: profiles.id });
    await db()
      .insert(blocks)
      .values([
        { blockerProfileId: a!.id, blockedProfileId: freeProfileId },
        { blockerProfileId: freeProfileId, blockedProfileId: b!.id },
      ]);
    try {
      expect(await answerFor(a!.id, freeCookie)).toEqual(notFound(a!.id));
      expect(await answerFor(b!.id, freeCookie)).toEqual(notFound(b!.id));
      // Others still see both.
      expect((await get({ id: a!.id }, premiumCookie)).statusCode).toBe(200);
      expect((await get({ id: b!.id }, null)).statusCode).toBe(200);
    } finally {
      await db()
        .delete(profiles)
        .where(inArray(profiles.id, [a!.id, b!.id]));
    }
  });

  it('the seeded block and the seeded deleted liker', async () => {
    const [seededBlock] = await db().select().from(blocks).where(eq(blocks.blockerProfileId, freeProfileId));
    expect(await answerFor(seededBlock!.blockedProfileId, freeCookie)).toEqual(notFound(seededBlock!.blockedProfileId));
    const [gone] = await db().select({ id: profiles.id }).from(profiles).where(isNotNull(profiles.deletedAt));
    expect(await answerFor(gone!.id, premiumCookie)).toEqual(notFound(gone!.id));
    expect(await answerFor(gone!.id, null)).toEqual(notFound(gone!.id));
  });

  it('invisible members, accounts waiting for deletion or deleted, disabled profiles', async () => {
    const [premium] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, premiumProfileId));
    expect((await get({ id: premiumProfileId }, freeCookie)).statusCode).toBe(200);
    const steps: [Partial<typeof users.$inferInsert>, Partial<typeof profiles.$inferInsert>][] = [
      [{ invisible: true }, {}],
      [{ deletionRequestedAt: new Date() }, {}],
      [{ deletedAt: new Date() }, {}],
      [{}, { status: 'disabled' }],
      [{}, { deletionRequestedAt: new Date() }],
      [{}, { deletedAt: new Date() }],
    ];
    try {
      for (const [userChange, profileChange] of steps) {
        if (Object.keys(userChange).length) await db().update(users).set(userChange).where(eq(users.id, premium!.userId!));
        if (Object.keys(profileChange).length) await db().update(profiles).set(profileChange).where(eq(profiles.id, premiumProfileId));
        const response = await get({ id: premiumProfileId }, freeCookie);
        expect([userChange, profileChange, response.statusCode]).toEqual([userChange, profileChange, 404]);
        await db()
          .update(users)
          .set({ invisible: false, deletionRequestedAt: null, deletedAt: null })
          .where(eq(users.id, premium!.userId!));
        await db()
          .update(profiles)
          .set({ status: 'active', deletionRequestedAt: null, deletedAt: null })
          .where(eq(profiles.id, premiumProfileId));
      }
    } finally {
      await db().update(users).set({ invisible: false, deletionRequestedAt: null, deletedAt: null }).where(eq(users.id, premium!.userId!));
      await db()
        .update(profiles)
        .set({ status: 'active', deletionRequestedAt: null, deletedAt: null })
        .where(eq(profiles.id, premiumProfileId));
    }
    expect((await get({ id: premiumProfileId }, freeCookie)).statusCode).toBe(200);
  });
});

describe('members in touch (a like either way, a conversation) find each other also invisible or not yet activated', () => {
  type Member = Awaited<ReturnType<typeof createLoggedInMember>>;
  const touches: Record<string, (viewer: Member, other: Member) => Promise<unknown>> = {
    'a like from the viewer': (viewer, other) =>
      db().insert(likes).values({ fromProfileId: viewer.profileId, toProfileId: other.profileId }),
    'a like to the viewer': (viewer, other) => db().insert(likes).values({ fromProfileId: other.profileId, toProfileId: viewer.profileId }),
    'a conversation, even one the viewer removed from their list': (viewer, other) =>
      conversation(context(), { starter: other.profileId, other: viewer.profileId, removedBy: [viewer.profileId] }),
  };
  const hiddenStates: Record<string, { confirmed: boolean; invisible: boolean }> = {
    invisible: { confirmed: true, invisible: true },
    'not yet activated': { confirmed: false, invisible: false },
  };
  const cases = Object.keys(hiddenStates).flatMap((state) => Object.keys(touches).map((touch) => [state, touch] as const));

  it.each(cases)('%s, with %s: 200 to the contact, 404 to everyone else; blocks and deletion still 404', async (state, touch) => {
    const { confirmed, invisible } = hiddenStates[state]!;
    const viewer = await createLoggedInMember(context(), { prefix: 'touch-viewer' });
    const stranger = await createLoggedInMember(context(), { prefix: 'touch-stranger' });
    const other = await createLoggedInMember(context(), { prefix: 'touch-other', confirmed, profile: { online: true } });
    await db().update(users).set({ invisible }).where(eq(users.id, other.id));
    const status = async (who: Member | null) => (await get({ id: other.profileId }, who?.cookie ?? null)).statusCode;

    expect([await status(viewer), await status(stranger), await status(null)]).toEqual([404, 404, 404]);
    await touches[touch]!(viewer, other);
    expect([await status(viewer), await status(stranger), await status(null)]).toEqual([200, 404, 404]);
    // Invisible mode still hides being online.
    expect((await profileOf(other.profileId, viewer.cookie)).profile.online).toBe(!invisible);
    // And the contact sees the viewer back.
    expect((await get({ id: viewer.profileId }, other.cookie)).statusCode).toBe(200);

    for (const [blocker, blocked] of [
      [viewer, other],
      [other, viewer],
    ] as const) {
      await db().insert(blocks).values({ blockerProfileId: blocker.profileId, blockedProfileId: blocked.profileId });
      expect(await status(viewer)).toBe(404);
      await db().delete(blocks).where(eq(blocks.blockerProfileId, blocker.profileId));
    }
    const gone: [string, () => Promise<unknown>][] = [
      ['account waiting for deletion', () => db().update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, other.id))],
      [
        'profile waiting for deletion',
        () => db().update(profiles).set({ deletionRequestedAt: new Date() }).where(eq(profiles.id, other.profileId)),
      ],
      ['account deleted', () => db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, other.id))],
      ['profile deleted', () => db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, other.profileId))],
    ];
    for (const [what, change] of gone) {
      await change();
      expect([what, await status(viewer)]).toEqual([what, 404]);
      await db().update(users).set({ deletionRequestedAt: null, deletedAt: null }).where(eq(users.id, other.id));
      await db().update(profiles).set({ deletionRequestedAt: null, deletedAt: null }).where(eq(profiles.id, other.profileId));
    }
    expect(await status(viewer)).toBe(200);
  });

  it.each([
    ['a visible', false],
    ['an invisible', true],
  ])('%s profile switched off on purpose (disabled, account confirmed) stays 404 to contacts too', async (_, invisible) => {
    const viewer = await createLoggedInMember(context(), { prefix: 'touch-off-viewer' });
    const other = await createLoggedInMember(context(), { prefix: 'touch-off', profile: { status: 'disabled' } });
    await db().update(users).set({ invisible }).where(eq(users.id, other.id));
    await touches['a like to the viewer']!(viewer, other);
    await touches['a conversation, even one the viewer removed from their list']!(viewer, other);
    expect((await get({ id: other.profileId }, viewer.cookie)).statusCode).toBe(404);
    // Nor can it be liked or blocked: the same rule finds the target of an action.
    const block = await inject(context().app, blockProfileEndpoint, { as: viewer, body: { profile: other.profileId } });
    expect(block.statusCode).toBe(404);
    // Switched on again, the contact sees it (invisible or not).
    await db().update(profiles).set({ status: 'active' }).where(eq(profiles.id, other.profileId));
    expect((await get({ id: other.profileId }, viewer.cookie)).statusCode).toBe(200);
  });

  it('the contact can be blocked from their profile', async () => {
    const viewer = await createLoggedInMember(context(), { prefix: 'touch-blocker' });
    const other = await createTestMember(context(), { prefix: 'touch-blocked' });
    await db().update(users).set({ invisible: true }).where(eq(users.id, other.id));
    await db().insert(likes).values({ fromProfileId: other.profileId, toProfileId: viewer.profileId });
    const block = await inject(context().app, blockProfileEndpoint, { as: viewer, body: { profile: other.profileId } });
    expect([block.statusCode, block.json()]).toEqual([200, { blocked: true }]);
    expect((await get({ id: other.profileId }, viewer.cookie)).statusCode).toBe(404);
  });
});

describe('visitors: profiles exactly where visitor search is allowed', () => {
  it('need a traffic source where the site demands one', async () => {
    for (const query of [{ id: manyPhotosId }, { id: manyPhotosId, network: '' }, { id: manyPhotosId, ref: ' ' }]) {
      const response = await get(query, null, 'de.localhost');
      expect([query, response.statusCode, response.json().error?.code]).toEqual([query, 403, 'authentication_required']);
    }
    expect((await get({ id: manyPhotosId, network: 'google' }, null, 'de.localhost')).statusCode).toBe(200);
    expect((await get({ id: manyPhotosId }, freeCookie, 'de.localhost')).statusCode).toBe(200);
  });

  it('may not view profiles where logged_out_search is off', async () => {
    const [site] = await db().select().from(sites).where(eq(sites.host, 'localhost'));
    await db()
      .insert(sites)
      .values({
        host: 'closed-profiles.localhost',
        isDefault: false,
        companyId: site!.companyId,
        vapidPrivateKey: site!.vapidPrivateKey,
        settings: {
          ...site!.settings,
          domain: 'closed-profiles.localhost',
          logged_out_search: false,
          visible_profile_fields: ['age', 'body_type'],
          visible_profile_notes: [],
        },
      });
    // A fresh app: the running one caches sites.
    const app = await buildApp({ db: db(), engine: context().database.engine, config: context().config, logger: false });
    try {
      const visitor = await view(app, { id: manyPhotosId, network: 'google' }, null, 'closed-profiles.localhost');
      expect(visitor.statusCode).toBe(403);
      expect(visitor.json().error.code).toBe('authentication_required');
      // A member may, and sees only the details and notes this site makes visible.
      const member = await view(app, { id: manyPhotosId }, freeCookie, 'closed-profiles.localhost');
      expect(member.statusCode).toBe(200);
      const { profile } = MemberProfileResponseSchema.parse(member.json());
      expect(Object.keys(profile.details)).toEqual(['body_type']);
      expect(profile.age).toBeGreaterThanOrEqual(18);
      expect(profile).not.toHaveProperty('city');
      expect(profile.notes).toEqual([]);
    } finally {
      await app.close();
      await db().delete(sites).where(eq(sites.host, 'closed-profiles.localhost'));
    }
  });
});
