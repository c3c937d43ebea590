import { eq, sql } from 'drizzle-orm';
import { ErrorBodySchema, deleteAccountEndpoint, loginEndpoint, reactivateAccountEndpoint } from '@dating/shared/contracts/index';
import { MAX_FAILURES } from '../../auth/login-lockout';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { inject } from '../../test/inject';
import { setupTestContext, type TestContext } from '../../test/test-app';
import { createTestMember } from '../../test/builders/members';

const context = setupTestContext({ seed: { profiles: 0, photos: false } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const BURST = 12;

const codeOf = (response: { json(): unknown }) => ErrorBodySchema.parse(response.json()).error.code;

describe('lockout under a burst of parallel guesses', () => {
  it.each([
    ['login', loginEndpoint],
    ['reactivation', reactivateAccountEndpoint],
  ])(`%s: only ${MAX_FAILURES} wrong passwords are checked, then every answer is the lock, a correct one too`, async (_name, endpoint) => {
    const member = await createTestMember(ctx, { prefix: 'burst' });
    // Each burst from its own address: the per-IP login limit (30 a minute) is not what is tested.
    const remoteAddress = endpoint === loginEndpoint ? '10.0.7.1' : '10.0.7.2';
    const attempt = (password: string) => inject(ctx.app, endpoint, { remoteAddress, body: { email: member.email, password } });

    const answers = await Promise.all(Array.from({ length: BURST }, (_, n) => attempt(`wrong-${n}`)));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(BURST - MAX_FAILURES);

    const correct = await attempt(DEMO_PASSWORD);
    expect(correct.statusCode).toBe(429);
    expect(codeOf(correct)).toBe('account_locked');
    expect(correct.headers['set-cookie']).toBeUndefined();
  });

  it('an e-mail without an account locks the same way', async () => {
    const attempt = (n: number) =>
      inject(ctx.app, loginEndpoint, { remoteAddress: '10.0.7.3', body: { email: 'no-account-burst@demo.test', password: `wrong-${n}` } });
    const codes = (await Promise.all(Array.from({ length: BURST }, (_, n) => attempt(n)))).map(codeOf);
    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(BURST - MAX_FAILURES);
  });
});

describe('parallel logins with the right password', () => {
  it('are never refused: attempts in flight are pending, not failures', async () => {
    const member = await createTestMember(ctx, { prefix: 'parallel-right' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        inject(ctx.app, loginEndpoint, { remoteAddress: '10.0.7.4', body: { email: member.email, password: DEMO_PASSWORD } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
  });
});

/** The two calls that take an e-mail and password, both behind the lockout. */
type PasswordEndpoint = typeof loginEndpoint | typeof reactivateAccountEndpoint;

describe("the member's device token", () => {
  type Answer = Awaited<ReturnType<typeof ctx.app.inject>>;
  const deviceCookie = (answer: Answer) => {
    const value = answer.cookies.find((cookie) => cookie.name === 'dating_device')?.value;
    expect(value).toBeTruthy();
    return `dating_device=${value}`;
  };
  let address = 20;
  /** Each test from its own addresses: the per-IP login limit (30 a minute) is not what is tested. */
  const client = () => {
    address += 1;
    return (endpoint: PasswordEndpoint, email: string, password: string, cookie?: string) =>
      inject(ctx.app, endpoint, { remoteAddress: `10.0.8.${address}`, body: { email, password }, ...(cookie ? { as: cookie } : {}) });
  };
  const lockOut = async (attempt: ReturnType<typeof client>, endpoint: PasswordEndpoint, email: string, cookie?: string) => {
    for (let n = 0; n < MAX_FAILURES; n += 1) expect(codeOf(await attempt(endpoint, email, `wrong-${n}`, cookie))).toBe('login_failed');
  };

  it('comes with every login: httpOnly, SameSite=Lax, for half a year', async () => {
    const member = await createTestMember(ctx, { prefix: 'device' });
    const answer = await client()(loginEndpoint, member.email, DEMO_PASSWORD);
    const cookie = answer.cookies.find((c) => c.name === 'dating_device');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 180 * 24 * 60 * 60 });
    // Secure exactly when the session cookie is: both take the session cookie's options.
    expect(cookie?.secure).toBe(answer.cookies.find((c) => c.name === 'dating_session')?.secure);
  });

  it("keeps a stranger's lockout away from the member's browser, which still logs in", async () => {
    const member = await createTestMember(ctx, { prefix: 'device' });
    const [stranger, own] = [client(), client()];
    const device = deviceCookie(await own(loginEndpoint, member.email, DEMO_PASSWORD));

    await lockOut(stranger, loginEndpoint, member.email);
    const locked = await stranger(loginEndpoint, member.email, DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(locked.json()).error).toEqual({
      code: 'account_locked',
      message: 'Too many incorrect attempts, account blocked for 15 min.',
      minutes: 15,
    });
    expect(locked.headers['set-cookie']).toBeUndefined();

    expect((await own(loginEndpoint, member.email, DEMO_PASSWORD, device)).statusCode).toBe(200);
    // The member's login does not lift the strangers' lock.
    expect(codeOf(await stranger(loginEndpoint, member.email, DEMO_PASSWORD))).toBe('account_locked');
  });

  it('has a budget of its own: 5 wrong passwords lock that browser, not the others', async () => {
    const member = await createTestMember(ctx, { prefix: 'device' });
    const [own, other] = [client(), client()];
    const device = deviceCookie(await own(loginEndpoint, member.email, DEMO_PASSWORD));

    await lockOut(own, loginEndpoint, member.email, device);
    const locked = await own(loginEndpoint, member.email, DEMO_PASSWORD, device);
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('account_locked');
    expect((await other(loginEndpoint, member.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("is ignored when forged or another member's", async () => {
    const [member, someoneElse] = [await createTestMember(ctx, { prefix: 'device' }), await createTestMember(ctx, { prefix: 'device' })];
    const [stranger, own] = [client(), client()];
    const device = deviceCookie(await own(loginEndpoint, member.email, DEMO_PASSWORD));
    const othersDevice = deviceCookie(await stranger(loginEndpoint, someoneElse.email, DEMO_PASSWORD));

    await lockOut(stranger, loginEndpoint, member.email);
    const [, userId, issuedAt, deviceId, mac] = /^dating_device=(\d+)\.(\d+)\.([^.]+)\.(.+)$/.exec(device)!;
    const flipped = `${mac!.startsWith('A') ? 'B' : 'A'}${mac!.slice(1)}`;
    const forgeries = [
      othersDevice,
      `dating_device=${userId}.${issuedAt}.${deviceId}.${flipped}`,
      `dating_device=${userId}.${Number(issuedAt) + 1}.${deviceId}.${mac}`,
      `dating_device=${someoneElse.id}.${issuedAt}.${deviceId}.${mac}`,
      'dating_device=garbage',
    ];
    for (const forged of forgeries)
      expect(codeOf(await stranger(loginEndpoint, member.email, DEMO_PASSWORD, forged))).toBe('account_locked');
    expect((await own(loginEndpoint, member.email, DEMO_PASSWORD, device)).statusCode).toBe(200);
  });

  it('lets the member reactivate from the login form while strangers are locked out', async () => {
    const member = await createTestMember(ctx, { prefix: 'device' });
    const [stranger, own] = [client(), client()];
    const login = await own(loginEndpoint, member.email, DEMO_PASSWORD);
    const device = deviceCookie(login);
    const session = login.cookies.find((c) => c.name === 'dating_session')!.value;
    const deleted = await inject(ctx.app, deleteAccountEndpoint, {
      as: `dating_session=${session}`,
      body: { reason: 'privacy', password: DEMO_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);

    await lockOut(stranger, reactivateAccountEndpoint, member.email);
    expect(codeOf(await stranger(reactivateAccountEndpoint, member.email, DEMO_PASSWORD))).toBe('account_locked');
    expect((await own(reactivateAccountEndpoint, member.email, DEMO_PASSWORD, device)).statusCode).toBe(200);
  });
});

describe('the minutes a lock announces', () => {
  it('are the minutes until the right password works again', async () => {
    const member = await createTestMember(ctx, { prefix: 'minutes' });
    const attempt = (password: string) =>
      inject(ctx.app, loginEndpoint, { remoteAddress: '10.0.7.5', body: { email: member.email, password } });
    for (let n = 0; n < MAX_FAILURES; n += 1) expect(codeOf(await attempt(`wrong-${n}`))).toBe('login_failed');
    const minutesLeft = async () => ErrorBodySchema.parse((await attempt(DEMO_PASSWORD)).json()).error.minutes;
    expect(await minutesLeft()).toBe(15);

    // Time passes: the failures move into the past.
    const age = (minutes: number) =>
      ctx.database.db
        .update(loginAttempts)
        .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` })
        .where(eq(loginAttempts.email, member.email));
    await age(10);
    expect(await minutesLeft()).toBe(5);
    await age(4);
    expect(await minutesLeft()).toBe(1);
    await age(1);
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('behind an https proxy', () => {
  const proxied = setupTestContext({ seed: { profiles: 0, photos: false }, config: { env: { TRUST_PROXY: '127.0.0.1' } } });

  it('the device cookie is Secure like the session cookie', async () => {
    const member = await createTestMember(proxied(), { prefix: 'device-https' });
    const answer = await inject(proxied().app, loginEndpoint, {
      headers: { 'x-forwarded-proto': 'https' },
      body: { email: member.email, password: DEMO_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.filter((c) => c.secure).map((c) => c.name)).toEqual(['dating_session', 'dating_device']);
  });
});
