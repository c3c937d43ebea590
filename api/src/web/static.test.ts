import fs from 'node:fs';
import path from 'node:path';
import { RemotesMapSchema, SettingsSchema } from '@dating/shared/contracts/index';
import { eq } from 'drizzle-orm';
import { blocks, users } from '../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PREMIUM_EMAIL } from '../seed/demo-members';
import { IMMUTABLE } from './cache-headers';
import { createStaticRoot, setupTestContext } from '../test/test-app';
import { createTestMember, loginMember, type TestMember } from '../test/builders/members';
import { createTestStaff, staffSessionCookie } from '../test/builders/staff';

const context = setupTestContext({
  config: { env: { REMOTE_URL_MF_CHAT: 'https://cdn.example.test/chat/mf-manifest.json' } },
});
const get = (url: string, headers: Record<string, string> = {}) => context().app.inject({ method: 'GET', url, headers });

function extractSettings(html: string): unknown {
  const match = /<script type="application\/json" id="app-settings">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no inlined settings');
  return JSON.parse(match[1] as string);
}

describe('GET /favicon.ico', () => {
  it('answers the shell’s icon, so pages that name none log no 404', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});

describe('GET /remotes.json', () => {
  it('maps every remote to /mf/<folder>/mf-manifest.json unless overridden, never cached', async () => {
    const response = await get('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const { remotes } = RemotesMapSchema.parse(response.json());
    expect(remotes).toEqual({
      mf_search: '/mf/mf-search/mf-manifest.json',
      mf_chat: 'https://cdn.example.test/chat/mf-manifest.json',
      mf_likes: '/mf/mf-likes/mf-manifest.json',
      mf_payments: '/mf/mf-payments/mf-manifest.json',
      mf_account: '/mf/mf-account/mf-manifest.json',
      mf_landers: '/mf/mf-landers/mf-manifest.json',
      mf_staff: '/mf/mf-staff/mf-manifest.json',
    });
  });

  it('allows an overridden remote’s origin in the CSP', async () => {
    const csp = String((await get('/remotes.json')).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.test/);
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:80 https:\/\/cdn\.example\.test;/);
    expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]+=*' https:\/\/cdn\.example\.test;/);
    expect(csp).toMatch(/img-src 'self' data: blob:/);
  });
});

describe('remote files under /mf/<folder>/', () => {
  it('serves the manifest and remoteEntry.js uncached, with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const response = await get(`/mf/mf-search/${file}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    expect((await get('/mf/mf-search/mf-manifest.json')).json()).toEqual({ id: 'mf_search', name: 'mf_search' });
  });

  it('caches content-hashed files for a year', async () => {
    const response = await get('/mf/mf-search/static/js/123.deadbeef12.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('404s (JSON, with CORS) on missing files, unknown remotes and traversal', async () => {
    for (const url of [
      '/mf/mf-search/nope.js',
      '/mf/not-a-remote/x.js',
      '/mf/mf-search/..%2f..%2fshell/dist/index.html',
      '/mf/mf-search/../../package.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const missing = await get('/mf/mf-search/nope.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    expect(missing.json().error.code).toBe('not_found');
  });
});

describe('the shell', () => {
  it('serves its hashed files immutably and unhashed ones uncached', async () => {
    const hashed = await get('/main.0123abcd.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('compresses large responses', async () => {
    const response = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('renders index.html per host with settings inlined, lang and title', async () => {
    const response = await get('/members', { accept: 'text/html', host: 'de.localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const settings = SettingsSchema.parse(extractSettings(response.body));
    expect(settings.domain).toBe('de.localhost');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('<title>Dating Demo – Singles in deiner Nähe</title>');
    expect(response.body).toContain('<script defer src="/main.0123abcd.js"></script>');
    // The settings script sits in <head>.
    expect(response.body.indexOf('id="app-settings"')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it("renders the first paint in the visitor's locale: cookie, else domain language, else Accept-Language", async () => {
    const page = async (host: string, headers: Record<string, string>) => {
      const { body, headers: sent } = await get('/', { accept: 'text/html', host, ...headers });
      expect(sent.vary).toMatch(/cookie, accept-language/);
      return [/<html lang="(\w+)"/.exec(body)?.[1], /<title>([^<]*)<\/title>/.exec(body)?.[1]];
    };
    expect(await page('localhost', { cookie: 'i18n_redirected=de', 'accept-language': 'fr' })).toEqual([
      'de',
      'Dating Demo – Singles in deiner Nähe',
    ]);
    expect(await page('de.localhost', { 'accept-language': 'fr' })).toEqual(['de', 'Dating Demo – Singles in deiner Nähe']);
    expect(await page('world.localhost', { 'accept-language': 'it-IT,it;q=0.9' })).toEqual([
      'it',
      'Dating Demo International – incontra single da tutto il mondo',
    ]);
  });

  it('renders the default site for / and unknown hosts, never the raw index.html', async () => {
    for (const url of ['/', '/index.html']) {
      const response = await get(url, { accept: 'text/html', host: 'whatever.example' });
      expect(response.body).toContain('<html lang="en">');
      expect(SettingsSchema.parse(extractSettings(response.body)).domain).toBe('localhost');
      expect(response.body).not.toContain('placeholder');
    }
    expect((await get('/', { accept: 'text/html' })).statusCode).toBe(200);
  });

  it.each([
    ['/members/12', 200],
    ['/likes/received', 200],
    ['/landers/video/some-slug', 200],
    ['/pages/terms', 200],
    ['/this/page/does-not-exist', 404],
    ['/likes/unknown-tab', 404],
    ['/members/abc', 404],
    ['/landers/unknown', 404],
    ['/staff/login', 200],
    ['/staff/setup', 200],
    ['/staff', 404],
    ['/staff/no-such-page', 404],
  ])('GET %s → %i (route table), still the shell', async (url, status) => {
    const response = await get(url, { accept: 'text/html,application/xhtml+xml' });
    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('id="app-settings"');
  });

  it('answers a missing asset (no HTML wanted) with a JSON 404', async () => {
    const response = await get('/missing.1234abcd.js', { accept: '*/*' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('serves generated photos with an immutable cache', async () => {
    const photos = path.join(context().config.dataDir, 'photos');
    fs.mkdirSync(photos, { recursive: true });
    fs.writeFileSync(path.join(photos, 'test-photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const response = await get('/photos/test-photo.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await get('/photos/nope.jpg')).statusCode).toBe(404);
    expect((await get('/photos/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
  });
});

describe('staff console pages', () => {
  it('the console home is 200 with a staff session and 404 without one, as for a path that does not exist', async () => {
    const staff = await createTestStaff(context(), { role: 'operator' });
    const cookie = await staffSessionCookie(context(), staff);
    const html = { accept: 'text/html' };
    expect((await get('/staff', { ...html, cookie })).statusCode).toBe(200);
    expect((await get('/staff', html)).statusCode).toBe(404);
    // A member's session opens no console page.
    const member = await loginMember(context(), DEMO_FREE_EMAIL);
    expect((await get('/staff', { ...html, cookie: member.cookie })).statusCode).toBe(404);
  });
});

describe('profile pages answer 404 exactly when GET /api/profile.php would', () => {
  const UNKNOWN = 2_147_483_647;
  /** A member who chose to be seen by visitors (members who did not are not public: see `privateToVisitors`). */
  let visible = 0;
  let privateToVisitors = 0;
  let invisible = 0;
  let free: TestMember & { cookie: string };
  /** A profile the free demo member blocked: there for everyone else. */
  let blockedByFree = 0;

  beforeAll(async () => {
    const ctx = context();
    free = await loginMember(ctx, DEMO_FREE_EMAIL);
    const [block] = await ctx.database.db.select().from(blocks).where(eq(blocks.blockerProfileId, free.profileId));
    blockedByFree = block!.blockedProfileId;
    const shown = await createTestMember(ctx, { prefix: 'page-visible' });
    await ctx.database.db.update(users).set({ visibleToVisitors: true }).where(eq(users.id, shown.id));
    visible = shown.profileId;
    privateToVisitors = (await createTestMember(ctx, { prefix: 'page-private' })).profileId;
    const hidden = await createTestMember(ctx, { prefix: 'page-invisible' });
    await ctx.database.db.update(users).set({ invisible: true }).where(eq(users.id, hidden.id));
    invisible = hidden.profileId;
  });

  const page = (url: string, headers: Record<string, string> = {}) => get(url, { accept: 'text/html', ...headers });
  const statusOf = async (url: string, headers: Record<string, string> = {}) => (await page(url, headers)).statusCode;

  it('an unknown and an invisible member are the same 404 for a visitor, still the shell', async () => {
    const unknown = await page(`/members/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('id="app-settings"');
    expect(await statusOf(`/members/${invisible}`)).toBe(404);
    expect(await statusOf('/members/9999999999')).toBe(404);
    expect(await statusOf(`/members/${visible}`)).toBe(200);
    // A member who did not choose to be seen by visitors is as absent to them as an unknown one, not to members.
    expect(await statusOf(`/members/${privateToVisitors}`)).toBe(404);
    expect(await statusOf(`/members/${privateToVisitors}`, { cookie: free.cookie })).toBe(200);
    // A block hides a profile from the one member on the other side only.
    const premium = await loginMember(context(), DEMO_PREMIUM_EMAIL);
    expect(await statusOf(`/members/${blockedByFree}`, { cookie: premium.cookie })).toBe(200);
  });

  it('for a member: their own profile is there, a profile separated by a block is not, on every profile page', async () => {
    const cookie = { cookie: free.cookie };
    expect(await statusOf(`/members/${free.profileId}`, cookie)).toBe(200);
    expect(await statusOf(`/likes/m/${free.profileId}`, cookie)).toBe(200);
    // Nobody chats with themselves: the chat with one's own profile is no page.
    expect(await statusOf(`/members/${free.profileId}/chat`, cookie)).toBe(404);
    for (const path of ['/members/:id', '/likes/m/:id', '/members/:id/chat']) {
      expect([path, await statusOf(path.replace(':id', String(visible)), cookie)]).toEqual([path, 200]);
      expect([path, await statusOf(path.replace(':id', String(blockedByFree)), cookie)]).toEqual([path, 404]);
      expect([path, await statusOf(path.replace(':id', String(UNKNOWN)), cookie)]).toEqual([path, 404]);
      expect([path, await statusOf(path.replace(':id', String(invisible)), cookie)]).toEqual([path, 404]);
    }
  });

  it('members-only profile pages stay 200 for a visitor (the shell sends them to the login); landers never look', async () => {
    expect(await statusOf(`/likes/m/${UNKNOWN}`)).toBe(200);
    expect(await statusOf(`/members/${UNKNOWN}/chat`)).toBe(200);
    for (const lander of ['landing', 'signup', 'landing2/summer', 'landing3'])
      expect(await statusOf(`/members/${UNKNOWN}/${lander}`)).toBe(200);
  });

  it('a visitor the site does not let search is asked to log in, so nothing tells whether the profile exists', async () => {
    const de = { host: 'de.localhost' };
    expect(await statusOf(`/members/${UNKNOWN}`, de)).toBe(200);
    expect(await statusOf(`/members/${UNKNOWN}?ref=ad`, de)).toBe(404);
    expect(await statusOf(`/members/${visible}?ref=ad`, de)).toBe(200);
  });
});

describe('without a built shell', () => {
  const bare = setupTestContext({ seed: { profiles: 0, photos: false }, config: { staticRoot: createStaticRoot({ shell: false }) } });

  it('answers pages with 503 and says to run npm run build', async () => {
    const response = await bare().app.inject({ method: 'GET', url: '/members', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
