import { ErrorBodySchema, getUserEndpoint, logoutByLinkEndpoint, logoutEndpoint } from '@dating/shared/contracts/index';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../../seed/demo-members';
import { inject, injectOk } from '../../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../../test/test-app';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

describe('POST /api/logout.php', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const response = await inject(ctx.app, logoutEndpoint, { as: cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/dating_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await inject(ctx.app, getUserEndpoint, { as: cookie });
    expect(after.json()).toEqual({ user: null });
  });

  it('refuses a call without the client header (a cross-site form) and the member stays logged in', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const forged = await inject(ctx.app, logoutEndpoint, { as: cookie, client: false });
    expect(forged.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(forged.json()).error.code).toBe('csrf_failed');
    expect(forged.headers['set-cookie']).toBeUndefined();
    const crossOrigin = await inject(ctx.app, logoutEndpoint, { as: cookie, headers: { origin: 'https://evil.example' } });
    expect(crossOrigin.statusCode).toBe(403);
    const me = await injectOk(ctx.app, getUserEndpoint, { as: cookie });
    expect(me.user?.email).toBe(DEMO_FREE_EMAIL);
  });
});

describe('GET /api/logout.php', () => {
  it('ends the session and clears the cookie', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const response = await inject(ctx.app, logoutByLinkEndpoint, { as: cookie, client: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(String(response.headers['set-cookie'])).toMatch(/dating_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await inject(ctx.app, getUserEndpoint, { as: cookie });
    expect(after.json()).toEqual({ user: null });
  });

  it('refuses a request another site started (Sec-Fetch-Site: cross-site), and the member stays logged in', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const planted = await inject(ctx.app, logoutByLinkEndpoint, { as: cookie, client: false, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(planted.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(planted.json()).error.code).toBe('csrf_failed');
    expect(planted.headers['set-cookie']).toBeUndefined();
    const me = await injectOk(ctx.app, getUserEndpoint, { as: cookie });
    expect(me.user?.email).toBe(DEMO_FREE_EMAIL);

    const typedIn = await inject(ctx.app, logoutByLinkEndpoint, { as: cookie, client: false, headers: { 'sec-fetch-site': 'none' } });
    expect(typedIn.statusCode).toBe(200);
    expect(typedIn.json()).toEqual({ user: null });
  });
});
