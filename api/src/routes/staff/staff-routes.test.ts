import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineEndpoint } from '@dating/shared/contracts/endpoint';
import { getUserEndpoint } from '@dating/shared/contracts/index';
import {
  enrolStaffTotpEndpoint,
  getStaffSessionEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffLogoutEverywhereEndpoint,
  verifyStaffTotpEndpoint,
} from '@dating/shared/contracts/staff';
import { STORAGE_NAMES } from '@dating/shared/storage/storage-registry';
import type { RouteModule } from '../../app-context';
import { staffAccounts, staffSessions } from '../../db/schema';
import { hashToken } from '../../auth/sessions';
import { route } from '../../http/endpoint-route';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { createLoggedInMember } from '../../test/builders/members';
import { auditRowsOf, cookieFrom, createTestStaff, staffSessionCookie, totpCode, type TestStaff } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';

// A call only admins may make, so that a role the descriptor does not list is seen refused.
const adminOnlyCall = defineEndpoint({
  method: 'GET',
  path: '/api/staff/test-admin-only.php',
  access: { staff: ['admin'] },
  cache: 'no-store',
  response: z.object({ staff: z.number(), role: z.string() }),
});
const adminRoutes: RouteModule = (app) => {
  route(app, adminOnlyCall, async (_request, staff) => ({ staff: staff.staffId, role: staff.role }));
};

const context = setupTestContext({ app: { extraRoutes: [adminRoutes] } });

let address = 0;
/** Each login from an address of its own: the login's limit per address is not what these tests look at. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

/** The password step; answers the pending-login cookie and the answer. */
async function logIn(staff: { email: string }) {
  const response = await inject(context().app, staffLoginEndpoint, {
    body: { email: staff.email, password: DEMO_PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  const pending = cookieFrom(response, STORAGE_NAMES.staffPendingLogin);
  if (!pending) throw new Error('the login set no pending-login cookie');
  return { pending, answer: staffLoginEndpoint.response.parse(response.json()), response };
}

const verify = (pending: string, body: { code: string } | { recovery_code: string }) =>
  inject(context().app, verifyStaffTotpEndpoint, { as: pending, body, remoteAddress: nextAddress() });

const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

/** A code of none of the three steps a login accepts now (one of them by chance: one in 300,000). */
function wrongCode(secret: string): string {
  const near = [-30_000, 0, 30_000].map((offset) => totpCode(secret, Date.now() + offset));
  let code = totpCode(secret, Date.now() + 10 * 30_000);
  while (near.includes(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
}

describe('a first staff login', () => {
  it('answers the secret to enrol, turns TOTP on with its first code, answers 10 recovery codes, and starts the session', async () => {
    const staff = await createTestStaff(context(), { prefix: 'first' });
    const { pending, answer, response } = await logIn(staff);
    if (answer.next !== 'enrol') throw new Error(`expected an enrolment, got ${answer.next}`);
    expect(answer.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(answer.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(answer.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(staff.email);
    expect(uri.searchParams.get('issuer')).toBeTruthy();
    expect(response.cookies.find((cookie) => cookie.name === STORAGE_NAMES.staffPendingLogin)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/staff',
      maxAge: 300,
    });

    const wrong = await inject(context().app, enrolStaffTotpEndpoint, { as: pending, body: { code: wrongCode(answer.secret) } });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([401, 'totp_invalid']);

    const enrolled = await inject(context().app, enrolStaffTotpEndpoint, { as: pending, body: { code: totpCode(answer.secret) } });
    expect(enrolled.statusCode).toBe(200);
    const { staff: who, recovery_codes: codes } = enrolStaffTotpEndpoint.response.parse(enrolled.json());
    expect(who).toEqual({ id: staff.id, email: staff.email, role: 'operator' });
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(enrolled.cookies.find((cookie) => cookie.name === STORAGE_NAMES.staffSession)).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 12 * 60 * 60,
    });
    const session = cookieFrom(enrolled, STORAGE_NAMES.staffSession)!;
    expect(await injectOk(context().app, getStaffSessionEndpoint, { as: session })).toEqual({ staff: who });

    // The secret is kept sealed, never as the app's text.
    const [row] = await context().database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(answer.secret);
    expect((await auditRowsOf(context(), staff.id)).map((entry) => [entry.action, entry.role, entry.detail])).toEqual([
      ['totp_enrolled', 'operator', { recovery_codes: 10 }],
      ['login', 'operator', { factor: 'totp' }],
    ]);

    // The pending login cannot enrol a second authenticator.
    const again = await inject(context().app, enrolStaffTotpEndpoint, { as: pending, body: { code: totpCode(answer.secret) } });
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'totp_already_enrolled']);
  });

  it('refuses a wrong password, an unknown address and an account not set up alike: 401 login_failed, no cookie', async () => {
    const staff = await createTestStaff(context(), { prefix: 'wrong' });
    await context().database.db.update(staffAccounts).set({ passwordHash: null }).where(eq(staffAccounts.id, staff.id));
    const answers = [];
    for (const body of [
      { email: staff.email, password: DEMO_PASSWORD },
      { email: 'nobody@staff.test', password: DEMO_PASSWORD },
      { email: (await createTestStaff(context())).email, password: 'not-the-password' },
    ]) {
      const response = await inject(context().app, staffLoginEndpoint, { body, remoteAddress: nextAddress() });
      answers.push([response.statusCode, codeOf(response), response.cookies.length]);
    }
    expect(answers).toEqual([
      [401, 'login_failed', 0],
      [401, 'login_failed', 0],
      [401, 'login_failed', 0],
    ]);
  });
});

describe('an enrolled staff login', () => {
  it('refuses a wrong code, a stale one (two steps old) and a replayed one; takes the current one and then the next', async () => {
    const staff = await createTestStaff(context(), { prefix: 'codes', enrolled: true });
    const secret = staff.secret!;
    const { pending, answer } = await logIn(staff);
    expect(answer).toEqual({ next: 'totp' });

    const refusals = [];
    for (const code of [wrongCode(secret), totpCode(secret, Date.now() - 60_000)]) refusals.push(codeOf(await verify(pending, { code })));
    expect(refusals).toEqual(['totp_invalid', 'totp_invalid']);

    const code = totpCode(secret);
    const accepted = await verify(pending, { code });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ staff: { id: staff.id, email: staff.email, role: 'operator' } });
    expect(cookieFrom(accepted, STORAGE_NAMES.staffSession)).not.toBeNull();

    // The same code again, from a fresh login: its step was used.
    const second = await logIn(staff);
    const replayed = await verify(second.pending, { code });
    expect([replayed.statusCode, codeOf(replayed)]).toEqual([401, 'totp_invalid']);
    expect((await verify(second.pending, { code: totpCode(secret, Date.now() + 30_000) })).statusCode).toBe(200);
    expect((await auditRowsOf(context(), staff.id)).map((entry) => entry.action)).toEqual(['login', 'login']);
  });

  it('lets one of two logins using the same code at the same moment pass, never both', async () => {
    const staff = await createTestStaff(context(), { prefix: 'race', enrolled: true });
    const [first, second] = [await logIn(staff), await logIn(staff)];
    const code = totpCode(staff.secret!);
    const statuses = (await Promise.all([verify(first.pending, { code }), verify(second.pending, { code })])).map((r) => r.statusCode);
    expect(statuses.sort((a, b) => a - b)).toEqual([200, 401]);
  });

  it('takes a recovery code once, in any case and without its dashes, and logs its use', async () => {
    const staff = await createTestStaff(context(), { prefix: 'recovery', enrolled: true, recoveryCodes: true });
    const [code, other] = staff.recoveryCodes as [string, string];
    const { pending } = await logIn(staff);
    expect((await verify(pending, { recovery_code: code })).statusCode).toBe(200);
    const used = await verify(pending, { recovery_code: code });
    expect([used.statusCode, codeOf(used)]).toEqual([401, 'recovery_code_invalid']);
    expect((await verify(pending, { recovery_code: other.replace(/-/g, '').toLowerCase() })).statusCode).toBe(200);
    expect((await auditRowsOf(context(), staff.id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['recovery_code_used', { codes_left: 9 }],
      ['login', { factor: 'recovery_code' }],
      ['recovery_code_used', { codes_left: 8 }],
      ['login', { factor: 'recovery_code' }],
    ]);
  });

  it('locks the account after five wrong codes in a row, from any address: the right code too is refused until the lock ends', async () => {
    const staff = await createTestStaff(context(), { prefix: 'locked', enrolled: true, recoveryCodes: true });
    const secret = staff.secret!;
    const { pending } = await logIn(staff);
    // Four wrong codes and a wrong recovery code: each from an address of its own (verify takes a new one each time).
    for (let i = 0; i < 4; i += 1) expect(codeOf(await verify(pending, { code: wrongCode(secret) }))).toBe('totp_invalid');
    expect(codeOf(await verify(pending, { recovery_code: 'AAAA-BBBB-CCCC-DDDD' }))).toBe('recovery_code_invalid');
    const locked = await verify(pending, { code: totpCode(secret) });
    expect([locked.statusCode, codeOf(locked)]).toEqual([429, 'staff_account_locked']);
    expect((await verify(pending, { recovery_code: staff.recoveryCodes[0]! })).statusCode).toBe(429);
    expect((await auditRowsOf(context(), staff.id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['account_locked', { failures: 5, minutes: 15 }],
    ]);

    // Once the lock has run out, the right code logs in, and the count starts again from nothing.
    await context()
      .database.db.update(staffAccounts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(staffAccounts.id, staff.id));
    expect((await verify(pending, { code: totpCode(secret) })).statusCode).toBe(200);
    const [row] = await context().database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row?.secondFactorFailures).toBe(0);
  });

  it('answers staff_login_expired to a pending login that was altered', async () => {
    const staff = await createTestStaff(context(), { prefix: 'altered', enrolled: true });
    const { pending } = await logIn(staff);
    const altered = `${pending.slice(0, -3)}${pending.endsWith('A') ? 'B' : 'A'}xx`;
    const response = await verify(altered, { code: totpCode(staff.secret!) });
    expect([response.statusCode, codeOf(response)]).toEqual([401, 'staff_login_expired']);
  });
});

describe('a staff session', () => {
  /** A session's cookie and its row's id (the token's SHA-256). */
  const sessionOf = async (staff: TestStaff) => {
    const cookie = await staffSessionCookie(context(), staff);
    return { cookie, id: hashToken(cookie.split('=')[1]!) };
  };
  const status = async (cookie: string) => (await inject(context().app, getStaffSessionEndpoint, { as: cookie })).statusCode;

  it('ends after 30 idle minutes, and after 12 hours however busy', async () => {
    const staff = await createTestStaff(context(), { prefix: 'timeout' });
    const db = context().database.db;
    const [idle, busy] = [await sessionOf(staff), await sessionOf(staff)];
    expect([await status(idle.cookie), await status(busy.cookie)]).toEqual([200, 200]);
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: minutesAgo(29) })
      .where(eq(staffSessions.id, idle.id));
    expect(await status(idle.cookie)).toBe(200);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: minutesAgo(31) })
      .where(eq(staffSessions.id, idle.id));
    expect(await status(idle.cookie)).toBe(404);
    // Seen a moment ago, but begun 12 hours ago.
    await db
      .update(staffSessions)
      .set({ createdAt: minutesAgo(12 * 60), expiresAt: minutesAgo(0) })
      .where(eq(staffSessions.id, busy.id));
    expect(await status(busy.cookie)).toBe(404);
  });

  it('logout ends this session only; logout everywhere ends every one, with its audit row', async () => {
    const staff = await createTestStaff(context(), { prefix: 'logout' });
    const [one, two, three] = [await sessionOf(staff), await sessionOf(staff), await sessionOf(staff)];
    const out = await inject(context().app, staffLogoutEndpoint, { as: one.cookie });
    expect(out.json()).toEqual({ staff: null });
    expect(out.cookies.find((cookie) => cookie.name === STORAGE_NAMES.staffSession)?.value).toBe('');
    expect([await status(one.cookie), await status(two.cookie), await status(three.cookie)]).toEqual([404, 200, 200]);

    expect(await injectOk(context().app, staffLogoutEverywhereEndpoint, { as: two.cookie })).toEqual({ staff: null });
    expect([await status(two.cookie), await status(three.cookie)]).toEqual([404, 404]);
    expect((await auditRowsOf(context(), staff.id)).map((entry) => [entry.action, entry.detail])).toEqual([
      ['logout_everywhere', { sessions_ended: 2 }],
    ]);
  });

  it('is no member session, and a state-changing staff call needs the client header as every other', async () => {
    const staff = await createTestStaff(context(), { prefix: 'csrf' });
    const { cookie } = await sessionOf(staff);
    expect(await injectOk(context().app, getUserEndpoint, { as: cookie })).toEqual({ user: null });
    const forged = await inject(context().app, staffLogoutEndpoint, { as: cookie, client: false });
    expect([forged.statusCode, codeOf(forged)]).toEqual([403, 'csrf_failed']);
    const crossSite = await inject(context().app, staffLogoutEndpoint, { as: cookie, headers: { origin: 'https://evil.example' } });
    expect([crossSite.statusCode, codeOf(crossSite)]).toEqual([403, 'csrf_failed']);
    expect(await status(cookie)).toBe(200);
  });
});

describe('who gets a 404 from staff calls', () => {
  const notFound = (method: string, path: string) => ({ error: { code: 'not_found', message: `No such endpoint: ${method} ${path}` } });

  it('a visitor and a member, from every staff call, as from a path no route serves', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'staff-404' });
    const unknown = await context().app.inject({ method: 'POST', url: '/api/staff/nothing.php', headers: { 'x-dating-client': 'web' } });
    expect(unknown.json()).toEqual(notFound('POST', '/api/staff/nothing.php'));
    for (const as of [undefined, member.cookie]) {
      const answers = [
        await inject(context().app, getStaffSessionEndpoint, as ? { as } : {}),
        await inject(context().app, staffLogoutEndpoint, as ? { as } : {}),
        await inject(context().app, staffLogoutEverywhereEndpoint, as ? { as } : {}),
        await inject(context().app, adminOnlyCall, as ? { as } : {}),
        // The second factor's calls, without a pending login.
        await inject(context().app, verifyStaffTotpEndpoint, { ...(as ? { as } : {}), body: { code: '123456' } }),
        await inject(context().app, enrolStaffTotpEndpoint, { ...(as ? { as } : {}), body: { code: '123456' } }),
      ];
      expect(answers.map((response) => [response.statusCode, response.json()])).toEqual(
        [
          getStaffSessionEndpoint,
          staffLogoutEndpoint,
          staffLogoutEverywhereEndpoint,
          adminOnlyCall,
          verifyStaffTotpEndpoint,
          enrolStaffTotpEndpoint,
        ].map((endpoint) => [404, notFound(endpoint.method, endpoint.path)]),
      );
    }
  });

  it('a staff member whose role the call does not list; one whose role it lists is handed their StaffViewer', async () => {
    const operator = await createTestStaff(context(), { prefix: 'role', role: 'operator' });
    const admin = await createTestStaff(context(), { prefix: 'role', role: 'admin' });
    const refused = await inject(context().app, adminOnlyCall, { as: await staffSessionCookie(context(), operator) });
    expect([refused.statusCode, refused.json()]).toEqual([404, notFound('GET', adminOnlyCall.path)]);
    expect(await injectOk(context().app, adminOnlyCall, { as: await staffSessionCookie(context(), admin) })).toEqual({
      staff: admin.id,
      role: 'admin',
    });
  });

  it('a staff member whose account was disabled', async () => {
    const staff = await createTestStaff(context(), { prefix: 'disabled' });
    const cookie = await staffSessionCookie(context(), staff);
    await context().database.db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.id, staff.id));
    expect((await inject(context().app, getStaffSessionEndpoint, { as: cookie })).statusCode).toBe(404);
  });
});
