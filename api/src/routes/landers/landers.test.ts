import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LanderResponseSchema,
  LandingProfileResponseSchema,
  LandingVisitResponseSchema,
  endLandingVisitEndpoint,
  landerEndpoint,
  landingProfileEndpoint,
  startLandingVisitEndpoint,
} from '@dating/shared/contracts/index';
import { landingVisits } from '../../db/schema';
import { fictionalProfile } from '../../test/builders/profiles';
import { inject } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { createTestMember } from '../../test/builders/members';

const context = setupTestContext();
const app = () => context().app;
const db = () => context().database.db;

const HOST = { host: 'localhost' };
const lander = (query: z.input<typeof landerEndpoint.query>) => inject(app(), landerEndpoint, { query, headers: HOST });
/** With `?geoip_country=`, the development override of the visitor's country (geo/visitor-country.ts) no descriptor names: raw, on the path. */
const landerFrom = (country: string, query: string) =>
  app().inject({ method: landerEndpoint.method, url: `${landerEndpoint.path}?${query}&geoip_country=${country}`, headers: HOST });
const landingProfile = (id: number) => inject(app(), landingProfileEndpoint, { query: { id }, headers: HOST });

describe('GET /api/lander.php', () => {
  it('answers a visitor the variant, the GeoIP country and fictional profiles', async () => {
    const response = await landerFrom('NL', 'name=gallery&slug=weekend');
    expect(response.statusCode).toBe(200);
    const answer = LanderResponseSchema.parse(response.json());
    expect(answer.variant).toEqual({ kind: 'campaign', slug: 'weekend', campaign: 'weekend' });
    expect(answer.country).toBe('NL');
    expect(answer.profiles.length).toBeGreaterThan(0);
    expect(answer.profiles.every((p) => p.fictional)).toBe(true);
    expect(answer.places).toEqual([]);
    expect(response.headers['cache-control']).toBe('private, max-age=60');
  });

  it('answers an unknown slug with the default, and places for maplanding', async () => {
    const answer = LanderResponseSchema.parse((await landerFrom('NL', 'name=maplanding&slug=no-such-thing')).json());
    expect(answer.variant).toEqual({ kind: 'default' });
    expect(answer.places.length).toBeGreaterThan(0);
  });

  it('answers no country when none is known', async () => {
    expect(LanderResponseSchema.parse((await lander({ name: 'video' })).json()).country).toBeNull();
  });
});

describe('GET /api/landing-profile.php', () => {
  it('answers a visible fictional profile with a photo', async () => {
    const id = await fictionalProfile(context(), { country: 'NL', city: 'Utrecht', aboutMe: 'First line.\nSecond line.' });
    const response = await landingProfile(id);
    expect(response.statusCode).toBe(200);
    const { profile } = LandingProfileResponseSchema.parse(response.json());
    expect(profile).toMatchObject({ id, fictional: true, about: 'First line.', city: 'Utrecht' });
  });

  it('answers the same 404 for unknown, hidden, photo-less and real profiles', async () => {
    const member = await createTestMember(context(), { prefix: 'landing' });
    const ids = [
      2_000_000,
      await fictionalProfile(context(), { country: 'NL', city: 'Utrecht', status: 'disabled' }),
      await fictionalProfile(context(), { country: 'NL', city: 'Utrecht', photo: false }),
      await fictionalProfile(context(), { country: 'NL', city: 'Utrecht', fictional: false }),
      member.profileId,
    ];
    const bodies = new Set<string>();
    for (const id of ids) {
      const response = await landingProfile(id);
      expect(response.statusCode).toBe(404);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: { code: 'not_found', message: 'No such profile' } })]);
  });
});

describe('landing visits', () => {
  const start = (options: { client?: false } = {}) =>
    inject(app(), startLandingVisitEndpoint, {
      ...options,
      headers: { host: 'localhost' },
      body: { page: 'gallery', slug: 'summer', tracking: { network: 'ads', ref: 'r1', sub1: '{abc}' } },
    });
  const end = (payload: string, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) =>
    // A beacon's text body: sent raw, on the descriptor's path.
    app().inject({
      method: endLandingVisitEndpoint.method,
      url: endLandingVisitEndpoint.path,
      headers: { host: 'localhost', ...headers },
      payload,
    });

  it('needs the client header to start, and answers the visit id', async () => {
    expect((await start({ client: false })).statusCode).toBe(403);
    const response = await start();
    expect(response.statusCode).toBe(200);
    const { visit } = LandingVisitResponseSchema.parse(response.json());
    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, visit));
    expect(row).toMatchObject({ page: 'gallery', slug: 'summer', network: 'ads', ref: 'r1', sub1: 'abc', endedAt: null, acted: null });
  });

  it('ends by a beacon (text/plain, no client header): the first end wins, an unknown visit is a quiet ok', async () => {
    const { visit } = LandingVisitResponseSchema.parse((await start()).json());
    const first = await end(JSON.stringify({ visit, acted: true }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await end(JSON.stringify({ visit, acted: false }), { 'content-type': 'application/json' })).statusCode).toBe(200);
    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, visit));
    expect(row?.acted).toBe(true);
    expect(row?.endedAt).toBeInstanceOf(Date);

    const unknown = await end(JSON.stringify({ visit: '00000000-0000-4000-8000-000000000000', acted: false }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ ok: true });
  });

  it('still refuses a cross-site end, and a body that is no visit', async () => {
    const { visit } = LandingVisitResponseSchema.parse((await start()).json());
    const crossSite = await end(JSON.stringify({ visit, acted: false }), { 'content-type': 'text/plain', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await end('')).statusCode).toBe(400);
    expect((await end('{"visit":')).statusCode).toBe(400);
    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, visit));
    expect(row?.endedAt).toBeNull();
  });

  it('limits visits begun per address', async () => {
    // A fresh address of its own: the other tests' starts come from the default one.
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await inject(app(), startLandingVisitEndpoint, {
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '203.0.113.9' },
        body: { page: 'index', slug: null, tracking: null },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
