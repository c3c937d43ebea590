import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorBodySchema,
  OwnProfileResponseSchema,
  getOwnProfileEndpoint,
  getUserEndpoint,
  updateOwnProfileEndpoint,
} from '@dating/shared/contracts/index';
import { interests, profiles, regions, sites } from '../../db/schema';
import { inject, injectOk } from '../../test/inject';
import { CLIENT, setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
/** A site that asks its members to be 21 (settings.min_age), added before any request fills the site cache. */
const ADULTS_21_HOST = 'adults21.localhost';
beforeAll(async () => {
  ctx = context();
  const [local] = await ctx.database.db.select().from(sites).where(eq(sites.host, 'localhost'));
  await ctx.database.db.insert(sites).values({
    host: ADULTS_21_HOST,
    companyId: local!.companyId,
    settings: { ...local!.settings, min_age: 21, domain: ADULTS_21_HOST },
    vapidPrivateKey: local!.vapidPrivateKey,
  });
});

const createMember = () => createLoggedInMember(ctx, { prefix: 'my-profile' });

type Update = z.input<typeof updateOwnProfileEndpoint.body>;
const put = (cookie: string, body: Update, headers: Record<string, string> = {}) =>
  inject(ctx.app, updateOwnProfileEndpoint, { as: cookie, body, headers });
/** A body the contract refuses (a bad value, a field it does not name): sent raw, on the descriptor's path. */
const putUnchecked = (cookie: string, payload: object) =>
  ctx.app.inject({ method: updateOwnProfileEndpoint.method, url: updateOwnProfileEndpoint.path, headers: { ...CLIENT, cookie }, payload });

describe('GET /api/my-profile.php', () => {
  it("returns the member's own profile, photos and photo limit; visitors are refused", async () => {
    const member = await createMember();
    const response = await inject(ctx.app, getOwnProfileEndpoint, { as: member });
    expect(response.statusCode).toBe(200);
    const body = OwnProfileResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      profile: { id: member.profileId, name: expect.stringMatching(/^Member/), main_image: null },
      photos: [],
      photo_limit: 3,
    });
    const visitor = await inject(ctx.app, getOwnProfileEndpoint);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().error.code).toBe('authentication_required');
  });
});

/** A birth date `years` years and `extraDays` days before today (UTC), so the test does not age. */
function yearsAgo(years: number, extraDays = 0): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + extraDays)).toISOString().slice(0, 10);
}

describe('PUT /api/my-profile.php', () => {
  it("judges the date of birth by the site's min_age when higher than 18, as signup does", async () => {
    const member = await createMember();
    const onAdultsSite = (body: Update) => put(member.cookie, body, { host: ADULTS_21_HOST });
    const tooYoung = await onAdultsSite({ date_of_birth: yearsAgo(21, 1) });
    expect(tooYoung.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(tooYoung.json()).error).toMatchObject({
      code: 'validation_failed',
      field: 'date_of_birth',
      message: 'date_of_birth: tooYoung',
    });
    const birthday = await onAdultsSite({ date_of_birth: yearsAgo(21) });
    expect(birthday.statusCode).toBe(200);
    // The default site asks 18.
    const twenty = await put(member.cookie, { date_of_birth: yearsAgo(20) });
    expect(OwnProfileResponseSchema.parse(twenty.json()).profile.date_of_birth).toBe(yearsAgo(20));
    expect((await put(member.cookie, { date_of_birth: yearsAgo(18, 1) })).json().error.field).toBe('date_of_birth');
  });

  it('saves every profile field and answers with the saved profile (GET /api/user.php agrees)', async () => {
    const member = await createMember();
    const db = ctx.database.db;
    const [region] = await db.select().from(regions).where(eq(regions.country, 'DE')).limit(1);
    const someInterests = (await db.select({ id: interests.id }).from(interests).limit(3)).map((i) => i.id).sort((a, b) => a - b);
    const update = {
      name: '  Jonas ',
      gender: 'female',
      sexuality: 'bi',
      date_of_birth: '1985-01-31',
      country: 'DE',
      region_id: region!.id,
      city: 'Berlin',
      interests: someInterests,
      hair_color: 'red',
      eye_color: 'green',
      body_type: 'curvy',
      relationship_status: 'divorced',
      tattoos: 'some',
      about_me: 'Hello <b>there</b>',
    } satisfies Update;
    const response = await put(member.cookie, update);
    expect(response.statusCode).toBe(200);
    const { profile } = OwnProfileResponseSchema.parse(response.json());
    expect(profile).toMatchObject({ ...update, name: 'Jonas', region: region!.name });
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(user?.profile).toEqual(profile);
  });

  it('changes only what is sent; null clears a detail; a new country drops the old region', async () => {
    const member = await createMember();
    const [nh] = await ctx.database.db.select().from(regions).where(eq(regions.country, 'NL')).limit(1);
    await put(member.cookie, { region_id: nh!.id, hair_color: 'black', about_me: 'kept' });
    const cleared = OwnProfileResponseSchema.parse((await put(member.cookie, { hair_color: null })).json()).profile;
    expect(cleared).toMatchObject({ hair_color: null, about_me: 'kept', region_id: nh!.id, city: 'Utrecht' });
    const moved = OwnProfileResponseSchema.parse((await put(member.cookie, { country: 'BE', city: 'Gent' })).json()).profile;
    expect(moved).toMatchObject({ country: 'BE', city: 'Gent', region_id: null, region: null });
  });

  it.each([
    ['name', { name: '@me' }],
    ['name', { name: 'x' }],
    ['date_of_birth', { date_of_birth: '2020-01-01' }],
    ['date_of_birth', { date_of_birth: '1990-13-01' }],
    ['gender', { gender: 'other' }],
    ['country', { country: 'ZZ' }],
    ['region_id', { region_id: 999_999 }],
    ['interests', { interests: [999_999] }],
    ['about_me', { about_me: 'x'.repeat(2001) }],
    ['status', { status: 'active' }],
  ])('refuses a bad %s with 400 naming it, saving nothing', async (field, payload) => {
    const member = await createMember();
    const response = await putUnchecked(member.cookie, { city: 'Changed', ...payload });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.field ?? body.error.issues?.[0]?.path).toMatch(field === 'status' ? /body|status/ : new RegExp(field));
    const [row] = await ctx.database.db.select({ city: profiles.city }).from(profiles).where(eq(profiles.id, member.profileId));
    expect(row?.city).toBe('Utrecht');
  });

  it('refuses the e-mail address as the name, whatever its case', async () => {
    const member = await createMember();
    const response = await put(member.cookie, { name: member.email.toUpperCase() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ field: 'name', message: expect.stringContaining('nameIsEmail') });
  });

  it('refuses a region of another country', async () => {
    const member = await createMember();
    const [de] = await ctx.database.db.select().from(regions).where(eq(regions.country, 'DE')).limit(1);
    const response = await put(member.cookie, { region_id: de!.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('region_id');
  });

  it('needs a login and the client header', async () => {
    const member = await createMember();
    expect((await inject(ctx.app, updateOwnProfileEndpoint, { body: { city: 'X' } })).statusCode).toBe(403);
    const noHeader = await inject(ctx.app, updateOwnProfileEndpoint, { as: member, client: false, body: { city: 'X' } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf_failed');
  });
});
