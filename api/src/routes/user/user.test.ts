import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  UserResponseSchema,
  getUserEndpoint,
  loginEndpoint,
  subscribePushEndpoint,
  updateUserEndpoint,
} from '@dating/shared/contracts/index';
import { hashPassword } from '../../auth/passwords';
import { pushSubscriptions, sessions, sites, users } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { inject, injectOk } from '../../test/inject';
import { CLIENT, loginCookie, setupTestContext, type TestContext } from '../../test/test-app';
import { SESSION_MAX_AGE_SECONDS } from '../../auth/sessions';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  inject(ctx.app, loginEndpoint, { body: { email, password }, headers });

describe('POST /api/user.php (login)', () => {
  it('logs in with the right password and sets a hardened session cookie', async () => {
    const response = await login(DEMO_FREE_EMAIL, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = UserResponseSchema.parse(response.json());
    expect(body.user?.email).toBe(DEMO_FREE_EMAIL);

    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^dating_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${SESSION_MAX_AGE_SECONDS}`);
    expect(SESSION_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(header).not.toContain('Secure');
  });

  it('stores only a hash of the session id', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const token = cookie.split('=')[1] as string;
    const rows = await ctx.database.db.select({ id: sessions.id }).from(sessions);
    expect(rows.some((row) => row.id === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.id))).toBe(true);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login('Premium@Demo.TEST', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
  });

  it('rotates the session: a new id on login, the old one ends', async () => {
    const first = await loginCookie(ctx.app, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
    const second = await login(DEMO_PREMIUM_EMAIL, DEMO_PASSWORD, { cookie: first });
    const next = second.cookies.find((c) => c.name === 'dating_session');
    expect(next?.value).toBeDefined();
    expect(`dating_session=${next?.value}`).not.toBe(first);

    const old = await inject(ctx.app, getUserEndpoint, { as: first });
    expect(old.json()).toEqual({ user: null });
    const fresh = await inject(ctx.app, getUserEndpoint, { as: `dating_session=${next?.value}` });
    expect(fresh.json().user.email).toBe(DEMO_PREMIUM_EMAIL);
  });

  it('refuses a wrong password with 401 login_failed and no cookie', async () => {
    const response = await login(DEMO_FREE_EMAIL, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error).toEqual({ code: 'login_failed', message: 'Login failed, please try again' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('locks an e-mail after 5 failures, with the same answer whether the account exists or not', async () => {
    // Its own account, so the lock does not leak into the other tests of this file.
    const known = 'lockout@demo.test';
    const [site] = await ctx.database.db.select({ id: sites.id }).from(sites).limit(1);
    await ctx.database.db.insert(users).values({ siteId: site?.id ?? 1, email: known, passwordHash: await hashPassword(DEMO_PASSWORD) });
    const unknown = 'nobody-here@demo.test';
    for (const email of [known, unknown]) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await login(email, `bad-${attempt}`);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('login_failed');
      }
    }
    const lockedKnown = await login(known, DEMO_PASSWORD);
    const lockedUnknown = await login(unknown, 'whatever');
    for (const response of [lockedKnown, lockedUnknown]) {
      expect(response.statusCode).toBe(429);
      const { error } = ErrorBodySchema.parse(response.json());
      expect(error.code).toBe('account_locked');
      expect(error.minutes).toBe(15);
      expect(error.message).toBe('Too many incorrect attempts, account blocked for 15 min.');
    }
    expect(lockedKnown.body).toBe(lockedUnknown.body);
    // A correct password does not get through while locked; another e-mail is unaffected.
    expect(lockedKnown.statusCode).toBe(429);
    expect((await login(DEMO_FREE_EMAIL, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for a malformed login body', async () => {
    const response = await inject(ctx.app, loginEndpoint, { body: { email: 'not-an-email', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'email' });
  });
});

describe('GET /api/user.php', () => {
  it('answers { user: null } with 200 when logged out', async () => {
    const response = await inject(ctx.app, getUserEndpoint);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it('ignores a garbage cookie', async () => {
    const response = await inject(ctx.app, getUserEndpoint, { as: 'dating_session=<script>' });
    expect(response.json()).toEqual({ user: null });
  });

  it('returns the full user for the premium demo member', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: cookie });
    expect(user).not.toBeNull();
    expect(user?.paid_user).toBe(true);
    expect(user?.status).toBe('confirmed');
    // 5 signup + 400 purchased − 1 per message sent in the seeded conversations (enough for every journey).
    expect(user?.credits).toBeGreaterThanOrEqual(200);
    expect(user?.credits).toBeLessThan(405);
    expect(user?.profile.interests.length).toBeGreaterThan(0);
    expect(user?.profile.main_image?.match).toMatch(/^\/photos\/.+\.jpg$/);
  });

  it('gives the free demo member a low balance from the ledger', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: cookie });
    expect(user?.paid_user).toBe(false);
    expect(user?.credits).toBe(2);
  });
});

describe('PUT /api/user.php', () => {
  it('persists the language', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const response = await inject(ctx.app, updateUserEndpoint, { as: cookie, body: { language: 'nl' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('nl');
    const [row] = await ctx.database.db.select({ language: users.language }).from(users).where(eq(users.email, DEMO_FREE_EMAIL));
    expect(row?.language).toBe('nl');
    await inject(ctx.app, updateUserEndpoint, { as: cookie, body: { language: 'en' } });
  });

  it('answers 403 authentication_required when logged out', async () => {
    const response = await inject(ctx.app, updateUserEndpoint, { body: { language: 'de' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });

  it('refuses an unsupported language with the field named', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie },
      payload: { language: 'xx' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', field: 'language' });
  });
});

describe('POST /api/user.php?push=1', () => {
  const PUSH = { push: '1' } as const;
  const subscription = {
    endpoint: 'https://push.example.test/send/abc',
    expirationTime: null,
    keys: { p256dh: 'BKey', auth: 'authsecret' },
  };

  it('stores the subscription and reports push_subscribed', async () => {
    const cookie = await loginCookie(ctx.app, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
    const response = await inject(ctx.app, subscribePushEndpoint, { as: cookie, query: PUSH, body: { subscription } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.push_subscribed).toBe(true);
    const rows = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);
    // Idempotent: the same endpoint again stays one row.
    await inject(ctx.app, subscribePushEndpoint, { as: cookie, query: PUSH, body: { subscription } });
    expect(
      await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscription.endpoint)),
    ).toHaveLength(1);
  });

  it('requires a login', async () => {
    const response = await inject(ctx.app, subscribePushEndpoint, { query: PUSH, body: { subscription } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });
});
