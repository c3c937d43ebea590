import { HttpResponse, type HttpHandler } from 'msw';
import type { StaffRole } from '../contracts/endpoint';
import { CLIENT_HEADER, type ErrorBody, type ErrorCode } from '../contracts/errors';
import {
  enrolStaffTotpEndpoint,
  getStaffSessionEndpoint,
  setUpStaffAccountEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffLogoutEverywhereEndpoint,
  verifyStaffTotpEndpoint,
  type StaffErrorCode,
} from '../contracts/staff';
import type { EndpointResponse } from '../contracts/endpoint';
import { endpointHandler } from './endpoint-handler';
import { FIXTURE_PASSWORD } from './fixtures';
import { readJson } from './responses';

export type MockStaffMember = EndpointResponse<typeof getStaffSessionEndpoint>['staff'];

/** The authenticator code the mock takes for every account (the real api computes it from the secret). */
export const FIXTURE_TOTP_CODE = '123456';
/** The base32 secret the mock's enrolment hands out, and its otpauth:// URI (the QR code's content). */
export const FIXTURE_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const FIXTURE_OTPAUTH_URI = `otpauth://totp/Amora:operator%40demo.test?issuer=Amora&secret=${FIXTURE_TOTP_SECRET}&algorithm=SHA1&digits=6&period=30`;
/** The ten recovery codes the mock's enrolment answers, once. */
export const FIXTURE_RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `rc${index}a-7k2m-q9x${index}`);
/** The one set-up link token the mock knows (works once). */
export const FIXTURE_STAFF_SETUP_TOKEN = 'fixture-staff-setup-token-0123456789abcdef';

interface MockStaffAccount {
  staff: MockStaffMember;
  password: string;
  enrolled: boolean;
}

export interface StaffMockState {
  accounts: MockStaffAccount[];
  /** The account whose password was right and whose second factor is awaited (the pending-login cookie). */
  pending: MockStaffAccount | null;
  /** This browser's staff session. */
  session: MockStaffMember | null;
  usedRecoveryCodes: Set<string>;
  setupTokenUsed: boolean;
}

export interface StaffMockOptions {
  /** The staff member already signed in (a staff session cookie). */
  signedIn?: MockStaffMember | null;
}

const account = (id: number, role: StaffRole, enrolled: boolean): MockStaffAccount => ({
  staff: { id, email: `${role}@demo.test`, role },
  password: FIXTURE_PASSWORD,
  enrolled,
});

function staffError(status: number, code: ErrorCode | StaffErrorCode, message: string, field?: string): HttpResponse<ErrorBody> {
  return HttpResponse.json<ErrorBody>({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}

/** As the api answers a staff call from someone without a staff session: as a path that does not exist. */
const noSuchEndpoint = () => staffError(404, 'not_found', 'No such endpoint');
const csrfFailed = (request: Request) =>
  request.headers.get(CLIENT_HEADER) === null ? staffError(403, 'csrf_failed', 'Missing client header') : null;

/**
 * msw handlers for the staff console's login and session, answering like the api: `operator@demo.test`
 * has no authenticator yet (its login enrols one), `admin@demo.test` has one; the password is the demo
 * members'; FIXTURE_TOTP_CODE is every account's current code; every recovery code works once;
 * FIXTURE_STAFF_SETUP_TOKEN sets a password once. Without a staff session every staff-only call is a 404.
 */
export function createStaffHandlers({ signedIn = null }: StaffMockOptions = {}): { state: StaffMockState; handlers: HttpHandler[] } {
  const state: StaffMockState = {
    accounts: [account(1, 'admin', true), account(2, 'operator', false), account(3, 'moderator', false), account(4, 'support', false)],
    pending: null,
    session: signedIn,
    usedRecoveryCodes: new Set(),
    setupTokenUsed: false,
  };

  const handlers: HttpHandler[] = [
    endpointHandler(staffLoginEndpoint, async ({ request }) => {
      const refused = csrfFailed(request);
      if (refused) return refused;
      const body = staffLoginEndpoint.body.safeParse(await readJson(request));
      if (!body.success) return staffError(400, 'validation_failed', 'Invalid login', String(body.error.issues[0]?.path[0] ?? 'email'));
      const found = state.accounts.find((candidate) => candidate.staff.email === body.data.email.trim().toLowerCase());
      if (!found || found.password !== body.data.password) return staffError(401, 'login_failed', 'Login failed, please try again');
      state.pending = found;
      return HttpResponse.json(
        found.enrolled
          ? { next: 'totp' as const }
          : { next: 'enrol' as const, secret: FIXTURE_TOTP_SECRET, otpauth_uri: FIXTURE_OTPAUTH_URI },
      );
    }),
    endpointHandler(verifyStaffTotpEndpoint, async ({ request }) => {
      const refused = csrfFailed(request);
      if (refused) return refused;
      if (!state.pending) return noSuchEndpoint();
      const body = verifyStaffTotpEndpoint.body.safeParse(await readJson(request));
      if (!body.success) return staffError(400, 'validation_failed', 'Invalid code', 'code');
      if ('code' in body.data) {
        if (body.data.code !== FIXTURE_TOTP_CODE) return staffError(401, 'totp_invalid', 'The code is wrong or was used already');
      } else {
        const code = body.data.recovery_code.trim();
        if (!FIXTURE_RECOVERY_CODES.includes(code) || state.usedRecoveryCodes.has(code)) {
          return staffError(401, 'recovery_code_invalid', 'Unknown or used recovery code');
        }
        state.usedRecoveryCodes.add(code);
      }
      state.session = state.pending.staff;
      state.pending = null;
      return HttpResponse.json({ staff: state.session });
    }),
    endpointHandler(enrolStaffTotpEndpoint, async ({ request }) => {
      const refused = csrfFailed(request);
      if (refused) return refused;
      if (!state.pending) return noSuchEndpoint();
      if (state.pending.enrolled) return staffError(409, 'totp_already_enrolled', 'An authenticator was added meanwhile');
      const body = enrolStaffTotpEndpoint.body.safeParse(await readJson(request));
      if (!body.success) return staffError(400, 'validation_failed', 'Invalid code', 'code');
      if (body.data.code !== FIXTURE_TOTP_CODE) return staffError(401, 'totp_invalid', 'The code is wrong or was used already');
      state.pending.enrolled = true;
      state.session = state.pending.staff;
      state.pending = null;
      return HttpResponse.json({ staff: state.session, recovery_codes: FIXTURE_RECOVERY_CODES });
    }),
    endpointHandler(getStaffSessionEndpoint, () => (state.session ? HttpResponse.json({ staff: state.session }) : noSuchEndpoint())),
    ...[staffLogoutEndpoint, staffLogoutEverywhereEndpoint].map((endpoint) =>
      endpointHandler(endpoint, ({ request }) => {
        const refused = csrfFailed(request);
        if (refused) return refused;
        if (!state.session) return noSuchEndpoint();
        state.session = null;
        return HttpResponse.json({ staff: null });
      }),
    ),
    endpointHandler(setUpStaffAccountEndpoint, async ({ request }) => {
      const refused = csrfFailed(request);
      if (refused) return refused;
      const body = setUpStaffAccountEndpoint.body.safeParse(await readJson(request));
      if (!body.success) {
        const field = String(body.error.issues[0]?.path[0] ?? 'password');
        return staffError(400, 'validation_failed', body.error.issues[0]?.message ?? 'Invalid', field);
      }
      if (body.data.token !== FIXTURE_STAFF_SETUP_TOKEN || state.setupTokenUsed) {
        return staffError(400, 'token_invalid', 'Link expired or invalid');
      }
      state.setupTokenUsed = true;
      return HttpResponse.json({ email: 'support@demo.test' });
    }),
  ];
  return { state, handlers };
}
