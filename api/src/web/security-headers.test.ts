import { eq } from 'drizzle-orm';
import { getSettingsEndpoint, loginEndpoint } from '@dating/shared/contracts/index';
import { sites } from '../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../seed/demo-members';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { cdnOrigin } from './security-headers';

const CDN_HOST = 'cdn-site.example.test';

const context = setupTestContext({
  config: { env: { TRUST_PROXY: 'true', REMOTE_URL_MF_CHAT: 'https://remotes.example.test/chat/mf-manifest.json' } },
});
const page = (headers: Record<string, string> = {}) =>
  context().app.inject({ method: 'GET', url: '/members', headers: { accept: 'text/html', host: 'localhost:8080', ...headers } });

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  if (!found) throw new Error(`no ${name} in ${csp}`);
  return found.slice(1);
}

beforeAll(async () => {
  // A second site whose photos come from a CDN; added before the first request fills the site cache.
  const { db } = context().database;
  const [base] = await db.select().from(sites).where(eq(sites.isDefault, true));
  if (!base) throw new Error('no default site');
  await db.insert(sites).values({
    host: CDN_HOST,
    companyId: base.companyId,
    settings: { ...base.settings, domain: CDN_HOST, cdn_prefix: 'https://photos.example.test/p/' },
    vapidPrivateKey: base.vapidPrivateKey,
  });
});

describe('Content Security Policy', () => {
  it('gives every response its own style nonce, the one the page hands to its emotion caches', async () => {
    const [first, second] = [await page(), await page()];
    const nonces = [first, second].map((response) => {
      const styles = directive(String(response.headers['content-security-policy']), 'style-src');
      const nonce = styles.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(response.body).toContain(`<meta name="csp-nonce" content="${nonce}">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('gives the <style> of a page the api renders itself (the dev mailbox) the response’s nonce', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/dev/mailbox', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    const nonce = directive(String(response.headers['content-security-policy']), 'style-src')
      .find((value) => value.startsWith("'nonce-"))
      ?.slice(7, -1);
    expect(response.body).toContain(`<style nonce="${nonce}">`);
    expect(response.body).not.toContain('<style>');
  });

  it('allows no inline styles or scripts and no eval', async () => {
    const csp = String((await page()).headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://remotes.example.test']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
  });

  it('lets the page connect only to its own origin, the remotes elsewhere and nothing else', async () => {
    const csp = String((await page()).headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'ws://localhost:8080', 'https://remotes.example.test']);
    const overTls = String((await page({ 'x-forwarded-proto': 'https', host: 'dating.example.test' })).headers['content-security-policy']);
    expect(directive(overTls, 'connect-src')).toEqual(["'self'", 'wss://dating.example.test', 'https://remotes.example.test']);
  });

  it('adds the site’s photo CDN for images and fetches on that site’s pages', async () => {
    const csp = String((await page({ host: CDN_HOST })).headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      `ws://${CDN_HOST}`,
      'https://remotes.example.test',
      'https://photos.example.test',
    ]);
    expect(directive(csp, 'img-src')).toContain('https://photos.example.test');
  });

  it('names no origin from a Host header that is not a host name', async () => {
    const csp = String((await page({ host: 'evil.test; script-src *' })).headers['content-security-policy']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://remotes.example.test']);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://remotes.example.test']);
  });

  it('sends a policy with API answers too', async () => {
    const response = await inject(context().app, getSettingsEndpoint);
    expect(directive(String(response.headers['content-security-policy']), 'default-src')).toEqual(["'self'"]);
  });
});

describe('https only when the request came over https', () => {
  const login = (headers: Record<string, string>) =>
    inject(context().app, loginEndpoint, { headers, body: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD } });

  it('over https (from the trusted proxy’s X-Forwarded-Proto): Secure session cookie, HSTS, upgrade-insecure-requests', async () => {
    const response = await login({ 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'dating_session')?.secure).toBe(true);
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('over http: no Secure flag, no HSTS, no upgrade', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'dating_session')?.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});

describe('X-Forwarded-Proto from an untrusted client', () => {
  const untrusted = setupTestContext();

  it('is not believed: no Secure flag, no HSTS', async () => {
    const response = await inject(untrusted().app, loginEndpoint, {
      headers: { 'x-forwarded-proto': 'https' },
      body: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'dating_session')?.secure).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('COOKIE_SECURE', () => {
  const forced = setupTestContext({ config: { env: { COOKIE_SECURE: 'true' } } });

  it('overrides the request: Secure even over plain http', async () => {
    const response = await inject(forced().app, loginEndpoint, { body: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD } });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'dating_session')?.secure).toBe(true);
  });
});

describe('cdnOrigin', () => {
  it('is the origin of an absolute or protocol-relative prefix, null for a path', () => {
    expect(cdnOrigin('https://cdn.example.test/photos/')).toBe('https://cdn.example.test');
    expect(cdnOrigin('//cdn.example.test/p/')).toBe('https://cdn.example.test');
    expect(cdnOrigin('/photos/')).toBeNull();
    expect(cdnOrigin('')).toBeNull();
  });
});
