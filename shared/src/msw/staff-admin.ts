import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER, type ErrorBody, type ErrorCode } from '../contracts/errors';
import {
  AUDIT_LOG_PAGE_SIZE,
  disableStaffAccountEndpoint,
  enableStaffAccountEndpoint,
  inviteStaffMemberEndpoint,
  listStaffAccountsEndpoint,
  listStaffAuditLogEndpoint,
  renewStaffSetupLinkEndpoint,
  type AuditEntry,
  type StaffAccount,
  type StaffAdminErrorCode,
} from '../contracts/staff-admin';
import { STAFF_SETUP_PAGE } from '../contracts/staff';
import { endpointHandler } from './endpoint-handler';
import { readJson } from './responses';
import type { MockStaffMember } from './staff';

/** The invited account of the fixture: no password yet, so it can get a new set-up link. */
export const FIXTURE_INVITED_STAFF_ID = 5;
/** How many audit rows the fixture holds: more than a page, so the console pages. */
export const FIXTURE_AUDIT_ENTRIES = AUDIT_LOG_PAGE_SIZE + 12;

export interface StaffAdminMockState {
  accounts: StaffAccount[];
  entries: AuditEntry[];
  /** The set-up links handed out, newest last. */
  setupUrls: string[];
}

export interface StaffAdminMockOptions {
  /** The staff member of this browser's staff session (createStaffHandlers' state.session). */
  viewer?: () => MockStaffMember | null;
  now?: () => number;
}

const HOUR_MS = 3_600_000;

function adminError(status: number, code: ErrorCode | StaffAdminErrorCode, message: string, field?: string): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}

const noSuchEndpoint = () => adminError(404, 'not_found', 'No such endpoint');

/** The demo staff (createStaffHandlers' accounts) and one invited support agent, as the team page lists them. */
function fixtureAccounts(now: number): StaffAccount[] {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS).toISOString();
  const demo = (id: number, role: StaffAccount['role'], twoStep: boolean, lastActive: number | null): StaffAccount => ({
    id,
    email: `${role}@demo.test`,
    role,
    set_up: true,
    two_step: twoStep,
    created_at: at(24 * 30),
    disabled_at: null,
    last_active_at: lastActive === null ? null : at(lastActive),
  });
  return [
    demo(1, 'admin', true, 0.1),
    demo(2, 'operator', true, 2),
    demo(3, 'moderator', false, null),
    demo(4, 'support', false, null),
    {
      id: FIXTURE_INVITED_STAFF_ID,
      email: 'new.operator@demo.test',
      role: 'operator',
      set_up: false,
      two_step: false,
      created_at: at(5),
      disabled_at: null,
      last_active_at: null,
    },
  ];
}

/** Logins and invitations of the demo staff, one an hour, newest first; the oldest by the command line. */
function fixtureEntries(now: number): AuditEntry[] {
  return Array.from({ length: FIXTURE_AUDIT_ENTRIES }, (_, index) => {
    const id = FIXTURE_AUDIT_ENTRIES - index;
    const at = new Date(now - index * HOUR_MS).toISOString();
    if (id === 1) {
      return {
        id,
        at,
        staff_id: null,
        staff_email: null,
        role: null,
        action: 'account_created',
        member_user_id: null,
        profile_id: null,
        detail: { staff_id: 1, email: 'admin@demo.test', role: 'admin', by: 'command line' },
        reason: null,
      };
    }
    if (id === FIXTURE_AUDIT_ENTRIES - 1) {
      return {
        id,
        at,
        staff_id: 1,
        staff_email: 'admin@demo.test',
        role: 'admin',
        action: 'staff_disabled',
        member_user_id: null,
        profile_id: null,
        detail: { staff_id: 6, email: 'former@demo.test', role: 'operator', sessions_ended: 1 },
        reason: 'Left the team',
      };
    }
    const operator = id % 2 === 0;
    return {
      id,
      at,
      staff_id: operator ? 2 : 1,
      staff_email: operator ? 'operator@demo.test' : 'admin@demo.test',
      role: operator ? 'operator' : 'admin',
      action: 'login',
      member_user_id: null,
      profile_id: null,
      detail: { factor: 'totp' },
      reason: null,
    };
  });
}

/**
 * msw handlers for the admins' pages of the console (team, invitations, audit log), answering like the
 * api: a 404 to anyone but an admin's staff session, the set-up link on the page's own origin, writes
 * with their audit rows.
 */
export function createStaffAdminHandlers({ viewer = () => null, now = Date.now }: StaffAdminMockOptions = {}): {
  state: StaffAdminMockState;
  handlers: HttpHandler[];
} {
  const state: StaffAdminMockState = { accounts: fixtureAccounts(now()), entries: fixtureEntries(now()), setupUrls: [] };
  let setupLinks = 0;

  const admin = () => {
    const staff = viewer();
    return staff?.role === 'admin' ? staff : null;
  };
  const log = (staff: MockStaffMember, action: string, detail: Record<string, unknown>, reason: string | null = null) => {
    state.entries.unshift({
      id: (state.entries[0]?.id ?? 0) + 1,
      at: new Date(now()).toISOString(),
      staff_id: staff.id,
      staff_email: staff.email,
      role: staff.role,
      action,
      member_user_id: null,
      profile_id: null,
      detail,
      reason,
    });
  };
  const newSetupLink = (request: Request) => {
    setupLinks += 1;
    const url = `${new URL(request.url).origin}${STAFF_SETUP_PAGE}?token=fixture-setup-link-${setupLinks}`;
    state.setupUrls.push(url);
    return { setup_url: url, expires_at: new Date(now() + 72 * HOUR_MS).toISOString() };
  };

  /** The body of an admin's state-changing call, parsed by the endpoint's schema, or the api's refusal. */
  const guarded = async <T>(
    request: Request,
    schema: {
      safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
    },
  ) => {
    if (request.headers.get(CLIENT_HEADER) === null) return { refused: adminError(403, 'csrf_failed', 'Missing client header') };
    const staff = admin();
    if (!staff) return { refused: noSuchEndpoint() };
    const body = schema.safeParse(await readJson(request));
    if (!body.success) return { refused: adminError(400, 'validation_failed', 'Invalid', String(body.error.issues[0]?.path[0] ?? '')) };
    return { staff, body: body.data };
  };
  const accountOf = (id: number) => state.accounts.find((account) => account.id === id);

  const handlers: HttpHandler[] = [
    endpointHandler(listStaffAccountsEndpoint, () => (admin() ? HttpResponse.json({ staff: state.accounts }) : noSuchEndpoint())),
    endpointHandler(inviteStaffMemberEndpoint, async ({ request }) => {
      const call = await guarded(request, inviteStaffMemberEndpoint.body);
      if (call.refused) return call.refused;
      const email = call.body.email.trim().toLowerCase();
      if (state.accounts.some((account) => account.email === email)) return adminError(409, 'staff_exists', 'Has an account already');
      const staff: StaffAccount = {
        id: Math.max(...state.accounts.map((account) => account.id)) + 1,
        email,
        role: call.body.role,
        set_up: false,
        two_step: false,
        created_at: new Date(now()).toISOString(),
        disabled_at: null,
        last_active_at: null,
      };
      state.accounts.push(staff);
      log(call.staff, 'staff_invited', { staff_id: staff.id, email, role: staff.role });
      return HttpResponse.json({ staff, ...newSetupLink(request) });
    }),
    endpointHandler(renewStaffSetupLinkEndpoint, async ({ request }) => {
      const call = await guarded(request, renewStaffSetupLinkEndpoint.body);
      if (call.refused) return call.refused;
      const account = accountOf(call.body.staff);
      if (!account) return adminError(404, 'not_found', 'No such staff account');
      if (account.set_up) return adminError(409, 'staff_set_up_already', 'Set up already');
      log(call.staff, 'setup_link_issued', { staff_id: account.id, email: account.email });
      return HttpResponse.json(newSetupLink(request));
    }),
    endpointHandler(disableStaffAccountEndpoint, async ({ request }) => {
      const call = await guarded(request, disableStaffAccountEndpoint.body);
      if (call.refused) return call.refused;
      if (call.body.staff === call.staff.id) return adminError(409, 'staff_self_disable', 'Not your own account');
      const account = accountOf(call.body.staff);
      if (!account) return adminError(404, 'not_found', 'No such staff account');
      if (!account.disabled_at) {
        account.disabled_at = new Date(now()).toISOString();
        log(
          call.staff,
          'staff_disabled',
          { staff_id: account.id, email: account.email, role: account.role, sessions_ended: 0 },
          call.body.reason,
        );
      }
      return HttpResponse.json({ staff: account });
    }),
    endpointHandler(enableStaffAccountEndpoint, async ({ request }) => {
      const call = await guarded(request, enableStaffAccountEndpoint.body);
      if (call.refused) return call.refused;
      const account = accountOf(call.body.staff);
      if (!account) return adminError(404, 'not_found', 'No such staff account');
      if (account.disabled_at) {
        account.disabled_at = null;
        log(call.staff, 'staff_enabled', { staff_id: account.id, email: account.email, role: account.role });
      }
      return HttpResponse.json({ staff: account });
    }),
    endpointHandler(listStaffAuditLogEndpoint, ({ request }) => {
      if (!admin()) return noSuchEndpoint();
      const query = listStaffAuditLogEndpoint.query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return adminError(400, 'validation_failed', 'Invalid filter', String(query.error.issues[0]?.path[0] ?? ''));
      const { staff, action, member, profile, from, to, before } = query.data;
      const day = (iso: string) => iso.slice(0, 10);
      const matching = state.entries.filter(
        (entry) =>
          (staff === undefined || entry.staff_id === staff) &&
          (action === undefined || entry.action === action) &&
          (member === undefined || entry.member_user_id === member) &&
          (profile === undefined || entry.profile_id === profile) &&
          (from === undefined || day(entry.at) >= from) &&
          (to === undefined || day(entry.at) <= to) &&
          (before === undefined || entry.id < before),
      );
      const page = matching.slice(0, AUDIT_LOG_PAGE_SIZE);
      return HttpResponse.json({
        entries: page,
        older_cursor: matching.length > AUDIT_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
        actions: [...new Set(state.entries.map((entry) => entry.action))].sort(),
      });
    }),
  ];
  return { state, handlers };
}
