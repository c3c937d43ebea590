import { eq } from 'drizzle-orm';
import { LanderResponseSchema, LandingProfileResponseSchema, LandingVisitResponseSchema } from '@dating/shared/contracts/index';
import { landingVisits } from '../../db/schema';
import { addFictionalProfile } from '../../landers/test-landers';
import { CLIENT, setupTestContext } from '../../test/test-app';
import { createTestMember } from '../../test/test-members';

const context = setupTestContext();
const app = () => context().app;
const db = () => context().database.db;

const get = (url: string) => app().inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('GET /api/lander.php', () => {
  it('answers a visitor the variant, the GeoIP country and fictional profiles', async () => {
    const response = await get('/api/lander.php?name=gallery&slug=weekend&geoip_country=NL');
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
    const answer = LanderResponseSchema.parse((await get('/api/lander.php?name=maplanding&slug=no-such-thing&geoip_country=NL')).json());
    expect(answer.variant).toEqual({ kind: 'default' });
    expect(answer.places.length).toBeGreaterThan(0);
  });

  it('answers no country when none is known', async () => {
    expect(LanderResponseSchema.parse((await get('/api/lander.php?name=video')).json()).country).toBeNull();
  });
});

describe('GET /api/landing-profile.php', () => {
  it('answers a visible fictional profile with a photo', async () => {
    const id = await addFictionalProfile(db(), { country: 'NL', city: 'Utrecht', aboutMe: 'First line.\nSecond line.' });
    const response = await get(`/api/landing-profile.php?id=${id}`);
    expect(response.statusCode).toBe(200);
    const { profile } = LandingProfileResponseSchema.parse(response.json());
    expect(profile).toMatchObject({ id, fictional: true, about: 'First line.', city: 'Utrecht' });
  });

  it('answers the same 404 for unknown, hidden, photo-less and real profiles', async () => {
    const member = await createTestMember(context(), { prefix: 'landing' });
    const ids = [
      2_000_000,
      await addFictionalProfile(db(), { country: 'NL', city: 'Utrecht', status: 'disabled' }),
      await addFictionalProfile(db(), { country: 'NL', city: 'Utrecht', photo: false }),
      await addFictionalProfile(db(), { country: 'NL', city: 'Utrecht', fictional: false }),
      member.profileId,
    ];
    const bodies = new Set<string>();
    for (const id of ids) {
      const response = await get(`/api/landing-profile.php?id=${id}`);
      expect(response.statusCode).toBe(404);
      bodies.add(response.body);
    }
    expect([...bodies]).toEqual([JSON.stringify({ error: { code: 'not_found', message: 'No such profile' } })]);
  });
});

describe('landing visits', () => {
  const start = (headers: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/api/landing-visit.php',
      headers: { host: 'localhost', ...headers },
      payload: { page: 'gallery', slug: 'summer', tracking: { network: 'ads', ref: 'r1', sub1: '{abc}' } },
    });
  const end = (payload: string, headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' }) =>
    app().inject({ method: 'POST', url: '/api/landing-visit-end.php', headers: { host: 'localhost', ...headers }, payload });

  it('needs the client header to start, and answers the visit id', async () => {
    expect((await start({})).statusCode).toBe(403);
    const response = await start(CLIENT);
    expect(response.statusCode).toBe(200);
    const { visit } = LandingVisitResponseSchema.parse(response.json());
    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, visit));
    expect(row).toMatchObject({ page: 'gallery', slug: 'summer', network: 'ads', ref: 'r1', sub1: 'abc', endedAt: null, acted: null });
  });

  it('ends by a beacon (text/plain, no client header): the first end wins, an unknown visit is a quiet ok', async () => {
    const { visit } = LandingVisitResponseSchema.parse((await start(CLIENT)).json());
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
    const { visit } = LandingVisitResponseSchema.parse((await start(CLIENT)).json());
    const crossSite = await end(JSON.stringify({ visit, acted: false }), { 'content-type': 'text/plain', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect((await end('')).statusCode).toBe(400);
    expect((await end('{"visit":')).statusCode).toBe(400);
    const [row] = await db().select().from(landingVisits).where(eq(landingVisits.id, visit));
    expect(row?.endedAt).toBeNull();
  });

  it('limits visits begun per address', async () => {
    const headers = { ...CLIENT, 'x-forwarded-for': '203.0.113.9' };
    // A fresh address of its own: the other tests' starts come from the default one.
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await app().inject({
        method: 'POST',
        url: '/api/landing-visit.php',
        remoteAddress: '203.0.113.9',
        headers,
        payload: { page: 'index', slug: null, tracking: null },
      });
      answers.push(response.statusCode);
    }
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
