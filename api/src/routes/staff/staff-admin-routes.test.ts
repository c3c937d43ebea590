import {
  AUDIT_LOG_PAGE_SIZE,
  disableStaffAccountEndpoint,
  enableStaffAccountEndpoint,
  inviteStaffMemberEndpoint,
  listStaffAccountsEndpoint,
  listStaffAuditLogEndpoint,
  renewStaffSetupLinkEndpoint,
} from '@dating/shared/contracts/staff-admin';
import { getInboxFiguresEndpoint } from '@dating/shared/contracts/staff-inbox';
import { getStaffSessionEndpoint, setUpStaffAccountEndpoint, staffLoginEndpoint } from '@dating/shared/contracts/staff';
import type { EndpointInput, StaffRole } from '@dating/shared/contracts/endpoint';
import { staffAccounts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { recordStaffAction } from '../../staff/audit-log';
import { createLoggedInMember } from '../../test/builders/members';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext();

const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

async function adminSession(prefix = 'admin') {
  const admin = await createTestStaff(context(), { prefix, role: 'admin', enrolled: true });
  return { admin, cookie: await staffSessionCookie(context(), admin) };
}

let invited = 0;
const newAddress = (prefix: string) => `${prefix}-${(invited += 1)}@team.test`;

describe('who may call the admin endpoints', () => {
  it('a 404 for an operator, a moderator, a support agent, a member and a visitor, before the body is read', async () => {
    const member = await createLoggedInMember(context(), { prefix: 'admin-404' });
    const callers: (string | undefined)[] = [undefined, member.cookie];
    for (const role of ['operator', 'moderator', 'support'] satisfies StaffRole[]) {
      callers.push(await staffSessionCookie(context(), await createTestStaff(context(), { prefix: 'not-admin', role })));
    }
    const calls = [
      listStaffAccountsEndpoint,
      inviteStaffMemberEndpoint,
      renewStaffSetupLinkEndpoint,
      disableStaffAccountEndpoint,
      enableStaffAccountEndpoint,
      listStaffAuditLogEndpoint,
      getInboxFiguresEndpoint,
    ];
    for (const as of callers) {
      for (const endpoint of calls) {
        // No body at all: a 400 would tell that the path exists.
        const response = await inject(context().app, endpoint, as ? { as } : {});
        expect([endpoint.path, response.statusCode, codeOf(response)]).toEqual([endpoint.path, 404, 'not_found']);
      }
    }
  });
});

describe('inviting a staff member', () => {
  it('makes the account, answers its set-up link on the configured origin, and the link, a login and the session work', async () => {
    const { admin, cookie } = await adminSession();
    const email = newAddress('invited');
    const answer = await injectOk(context().app, inviteStaffMemberEndpoint, {
      as: cookie,
      body: { email: email.toUpperCase(), role: 'operator' },
      headers: { host: 'evil.example' },
    });
    expect(answer.staff).toMatchObject({
      email,
      role: 'operator',
      set_up: false,
      two_step: false,
      disabled_at: null,
      last_active_at: null,
    });
    const link = new URL(answer.setup_url);
    expect(`${link.origin}${link.pathname}`).toBe(`http://localhost:${context().config.port}/staff/setup`);
    expect(Date.parse(answer.expires_at) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect((await auditRowsOf(context(), admin.id)).map((row) => [row.action, row.role, row.detail])).toEqual([
      ['staff_invited', 'admin', { staff_id: answer.staff.id, email, role: 'operator' }],
    ]);

    const token = link.searchParams.get('token')!;
    expect(await injectOk(context().app, setUpStaffAccountEndpoint, { body: { token, password: 'a-strong-password' } })).toEqual({ email });
    const login = await inject(context().app, staffLoginEndpoint, { body: { email, password: 'a-strong-password' } });
    expect([login.statusCode, login.json().next]).toEqual([200, 'enrol']);
    const listed = await injectOk(context().app, listStaffAccountsEndpoint, { as: cookie });
    expect(listed.staff.find((staff) => staff.email === email)).toMatchObject({ set_up: true, two_step: false });
  });

  it('refuses an address that has an account with staff_exists, and writes nothing', async () => {
    const { admin, cookie } = await adminSession();
    const other = await createTestStaff(context(), { prefix: 'taken' });
    const before = (await context().database.db.select().from(staffAccounts)).length;
    const response = await inject(context().app, inviteStaffMemberEndpoint, { as: cookie, body: { email: other.email, role: 'admin' } });
    expect([response.statusCode, codeOf(response)]).toEqual([409, 'staff_exists']);
    expect((await context().database.db.select().from(staffAccounts)).length).toBe(before);
    expect(await auditRowsOf(context(), admin.id)).toEqual([]);
  });
});

describe('a new set-up link', () => {
  it('replaces the earlier one for an account not set up, and is refused once the password is set', async () => {
    const { admin, cookie } = await adminSession();
    const first = await injectOk(context().app, inviteStaffMemberEndpoint, {
      as: cookie,
      body: { email: newAddress('renew'), role: 'support' },
    });
    const renewed = await injectOk(context().app, renewStaffSetupLinkEndpoint, { as: cookie, body: { staff: first.staff.id } });
    const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
    expect(tokenOf(renewed.setup_url)).not.toBe(tokenOf(first.setup_url));

    const old = await inject(context().app, setUpStaffAccountEndpoint, {
      body: { token: tokenOf(first.setup_url), password: 'a-strong-password' },
    });
    expect([old.statusCode, codeOf(old)]).toEqual([400, 'token_invalid']);
    await injectOk(context().app, setUpStaffAccountEndpoint, {
      body: { token: tokenOf(renewed.setup_url), password: 'a-strong-password' },
    });

    const refused = await inject(context().app, renewStaffSetupLinkEndpoint, { as: cookie, body: { staff: first.staff.id } });
    expect([refused.statusCode, codeOf(refused)]).toEqual([409, 'staff_set_up_already']);
    const unknown = await inject(context().app, renewStaffSetupLinkEndpoint, { as: cookie, body: { staff: 999_999 } });
    expect(unknown.statusCode).toBe(404);
    expect((await auditRowsOf(context(), admin.id)).map((row) => [row.action, row.detail])).toEqual([
      ['staff_invited', { staff_id: first.staff.id, email: first.staff.email, role: 'support' }],
      ['setup_link_issued', { staff_id: first.staff.id, email: first.staff.email }],
    ]);
  });
});

describe('disabling and enabling an account', () => {
  it('ends its sessions at once, stops its login, logs the reason; enabling lets it log in again', async () => {
    const { admin, cookie } = await adminSession();
    const operator = await createTestStaff(context(), { prefix: 'to-disable', enrolled: true });
    const sessions = [await staffSessionCookie(context(), operator), await staffSessionCookie(context(), operator)];
    const blank = await inject(context().app, disableStaffAccountEndpoint, { as: cookie, body: { staff: operator.id, reason: '   ' } });
    expect(blank.statusCode).toBe(400);

    const { staff } = await injectOk(context().app, disableStaffAccountEndpoint, {
      as: cookie,
      body: { staff: operator.id, reason: 'Left the company' },
    });
    expect(staff.disabled_at).not.toBeNull();
    for (const session of sessions) expect((await inject(context().app, getStaffSessionEndpoint, { as: session })).statusCode).toBe(404);
    const login = await inject(context().app, staffLoginEndpoint, { body: { email: operator.email, password: DEMO_PASSWORD } });
    expect([login.statusCode, codeOf(login)]).toEqual([401, 'login_failed']);
    // Again: nothing changes, no second row.
    await injectOk(context().app, disableStaffAccountEndpoint, { as: cookie, body: { staff: operator.id, reason: 'Twice' } });

    const enabled = await injectOk(context().app, enableStaffAccountEndpoint, { as: cookie, body: { staff: operator.id } });
    expect(enabled.staff.disabled_at).toBeNull();
    const again = await inject(context().app, staffLoginEndpoint, { body: { email: operator.email, password: DEMO_PASSWORD } });
    expect(again.statusCode).toBe(200);

    const rows = await auditRowsOf(context(), admin.id);
    expect(rows.map((row) => [row.action, row.reason, row.detail])).toEqual([
      ['staff_disabled', 'Left the company', { staff_id: operator.id, email: operator.email, role: 'operator', sessions_ended: 2 }],
      ['staff_enabled', null, { staff_id: operator.id, email: operator.email, role: 'operator' }],
    ]);
  });

  it('refuses the admin’s own account and an unknown one', async () => {
    const { admin, cookie } = await adminSession();
    const self = await inject(context().app, disableStaffAccountEndpoint, { as: cookie, body: { staff: admin.id, reason: 'Oops' } });
    expect([self.statusCode, codeOf(self)]).toEqual([409, 'staff_self_disable']);
    const unknown = await inject(context().app, disableStaffAccountEndpoint, { as: cookie, body: { staff: 999_999, reason: 'Gone' } });
    expect(unknown.statusCode).toBe(404);
    expect((await inject(context().app, enableStaffAccountEndpoint, { as: cookie, body: { staff: 999_999 } })).statusCode).toBe(404);
    expect(await auditRowsOf(context(), admin.id)).toEqual([]);
  });

  it('lists every account with its state and last activity', async () => {
    const { admin, cookie } = await adminSession();
    const listed = await injectOk(context().app, listStaffAccountsEndpoint, { as: cookie });
    expect(listed.staff.find((staff) => staff.id === admin.id)).toMatchObject({
      email: admin.email,
      role: 'admin',
      set_up: true,
      two_step: true,
      disabled_at: null,
    });
    expect(listed.staff.find((staff) => staff.id === admin.id)?.last_active_at).not.toBeNull();
    const ids = listed.staff.map((staff) => staff.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('the audit log', () => {
  it('filters by staff member, action, member, profile and days, newest first, pages by cursor, and is not logged itself', async () => {
    const { admin, cookie } = await adminSession('auditor');
    const actor = await createTestStaff(context(), { prefix: 'logged', role: 'moderator' });
    const db = context().database.db;
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    await db.transaction(async (tx) => {
      for (let index = 0; index < AUDIT_LOG_PAGE_SIZE + 5; index += 1) {
        await recordStaffAction(tx, {
          actor: { staffId: actor.id, role: 'moderator' },
          action: index % 2 ? 'login' : 'logout_everywhere',
          detail: { n: index },
          at: day('2024-03-01'),
        });
      }
      await recordStaffAction(tx, {
        actor: { staffId: actor.id, role: 'moderator' },
        action: 'login',
        memberUserId: 4242,
        at: day('2024-03-05'),
      });
      await recordStaffAction(tx, { actor: null, action: 'account_created', profileId: 777, reason: 'Test', at: day('2024-03-10') });
    });
    const list = (query: EndpointInput<typeof listStaffAuditLogEndpoint>['query']) =>
      injectOk(context().app, listStaffAuditLogEndpoint, { as: cookie, query });

    const first = await list({ staff: actor.id });
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      staff_id: actor.id,
      staff_email: actor.email,
      role: 'moderator',
      action: 'login',
      member_user_id: 4242,
    });
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await list({ staff: actor.id, before: first.older_cursor! });
    expect(second.entries).toHaveLength(6);
    expect(second.older_cursor).toBeNull();
    expect(second.entries.map((entry) => entry.detail)).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }, { n: 2 }, { n: 1 }, { n: 0 }]);

    expect((await list({ staff: actor.id, action: 'logout_everywhere' })).entries).toHaveLength(28);
    expect((await list({ member: 4242 })).entries.map((entry) => entry.action)).toEqual(['login']);
    const byProfile = await list({ profile: 777 });
    expect(byProfile.entries).toEqual([
      expect.objectContaining({
        staff_id: null,
        staff_email: null,
        role: null,
        action: 'account_created',
        reason: 'Test',
        profile_id: 777,
      }),
    ]);
    expect((await list({ from: '2024-03-05', to: '2024-03-05' })).entries.map((entry) => entry.member_user_id)).toEqual([4242]);
    expect((await list({ from: '2024-03-02', to: '2024-03-10' })).entries).toHaveLength(2);
    expect(first.actions).toEqual(expect.arrayContaining(['account_created', 'login', 'logout_everywhere']));
    expect([...first.actions].sort()).toEqual(first.actions);

    const bad = await inject(context().app, listStaffAuditLogEndpoint, { as: cookie, query: { from: 'yesterday' } as never });
    expect(bad.statusCode).toBe(400);
    expect(await auditRowsOf(context(), admin.id)).toEqual([]);
  });
});
