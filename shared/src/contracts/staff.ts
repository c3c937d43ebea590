import { z } from 'zod';
import { defineEndpoint, STAFF_ROLES } from './endpoint';
import { lineText } from './fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-reset';

/*
 * The staff console's own login and session (docs/staff-accounts.md). Staff are not members: their calls
 * live under /api/staff/, their cookies are their own, and a call whose access is `{ staff }` answers
 * 404 to anyone without a staff session of a listed role. Kept out of the contracts' barrel: a member's
 * browser never needs them.
 */

/**
 * Codes only the staff console answers, besides the api's common ones: the console translates them, the
 * member's screens never meet them.
 */
const STAFF_ERROR_CODES = [
  /** The pending login (password right, second factor not yet given) is missing its account or ran out: log in again. */
  'staff_login_expired',
  /** The authenticator code is wrong, too old, or was used already. */
  'totp_invalid',
  /** The recovery code is unknown or was used already. */
  'recovery_code_invalid',
  /** The account enrolled an authenticator meanwhile (another tab): log in again and give its code. */
  'totp_already_enrolled',
  /** Five wrong codes in a row: the account takes no second factor for 15 minutes, right or wrong. */
  'staff_account_locked',
] as const;
export type StaffErrorCode = (typeof STAFF_ERROR_CODES)[number];

/** The console's page a set-up link opens (`?token=`): the command line prints it, the console serves it. */
export const STAFF_SETUP_PAGE = '/staff/setup';

/** Any staff role: calls every staff member may make (their own session). */
const ANY_STAFF = { staff: STAFF_ROLES } as const;

const StaffMemberSchema = z.object({ id: z.number().int(), email: z.string(), role: z.enum(STAFF_ROLES) });
const StaffSessionResponseSchema = z.object({ staff: StaffMemberSchema });
const StaffLoggedOutSchema = z.object({ staff: z.null() });

/** A code of the authenticator app: six digits (the console removes the space some apps show). */
const TotpCodeSchema = z.string().regex(/^[0-9]{6}$/, { error: 'Six digits' });

const StaffLoginRequestSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

/**
 * The password was right: next the authenticator's code (`totp`), or, for an account without one yet, its
 * enrolment (`enrol`): the new secret as base32 text to type in, and the otpauth:// URI for a QR code.
 */
const StaffLoginResponseSchema = z.discriminatedUnion('next', [
  z.object({ next: z.literal('totp') }),
  z.object({ next: z.literal('enrol'), secret: z.string(), otpauth_uri: z.string() }),
]);

/** The second factor: the authenticator's code, or one of the recovery codes (each works once). */
const VerifyStaffTotpRequestSchema = z.union([z.object({ code: TotpCodeSchema }), z.object({ recovery_code: lineText().min(1).max(64) })]);

/** The first code of the newly added authenticator proves it works; the answer's recovery codes are shown once. */
const EnrolStaffTotpRequestSchema = z.object({ code: TotpCodeSchema });
const EnrolStaffTotpResponseSchema = z.object({ staff: StaffMemberSchema, recovery_codes: z.array(z.string()) });

/** The set-up link's token and the staff member's first password (the members' password rules). */
const SetUpStaffAccountRequestSchema = z.object({
  token: lineText().max(256),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
/** The address to log in with next. */
const SetUpStaffAccountResponseSchema = z.object({ email: z.string() });

/**
 * A staff login's first step: e-mail and password. Wrong ones are 401 login_failed in the same time
 * whether or not the address has an account; right ones set the short pending-login cookie.
 */
export const staffLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/login.php',
  access: 'visitor',
  cache: 'no-store',
  // The configured login attempts per address (LOGIN_RATE_LIMIT_PER_MINUTE, default 30) in 15 minutes: room for
  // typos and for a team behind one office address, none for guessing (argon2 per try; the second factor and its
  // account lock are what a password alone never passes).
  rate: { per: 'address', max: 'login', windowSeconds: 900 },
  body: StaffLoginRequestSchema,
  response: StaffLoginResponseSchema,
  errors: ['login_failed'],
});

/**
 * A staff login's second step, with the pending-login cookie: the authenticator's code or a recovery
 * code starts the staff session. Without a pending login (never logged in, or its 5 minutes are over and
 * the browser dropped the cookie) it is a 404 as for anyone else: the console then asks for the password
 * again, as for staff_login_expired.
 */
export const verifyStaffTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/totp.php',
  access: 'visitor',
  cache: 'no-store',
  // Six digits are guessable in bulk: a few tries per address, and every code works once.
  rate: { per: 'address', max: 10, windowSeconds: 300 },
  body: VerifyStaffTotpRequestSchema,
  response: StaffSessionResponseSchema,
  errors: ['not_found', 'staff_login_expired', 'totp_invalid', 'recovery_code_invalid', 'staff_account_locked'],
});

/**
 * A first login's second step, with the pending-login cookie of an account without an authenticator: the
 * first code of the secret the login answered turns TOTP on, answers the 10 recovery codes (shown once)
 * and starts the staff session.
 */
export const enrolStaffTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/totp-enrolment.php',
  access: 'visitor',
  cache: 'no-store',
  rate: { per: 'address', max: 10, windowSeconds: 300 },
  body: EnrolStaffTotpRequestSchema,
  response: EnrolStaffTotpResponseSchema,
  errors: ['not_found', 'staff_login_expired', 'totp_invalid', 'totp_already_enrolled'],
});

/** The staff member of this browser's staff session. */
export const getStaffSessionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/session.php',
  access: ANY_STAFF,
  cache: 'no-store',
  response: StaffSessionResponseSchema,
  errors: ['not_found'],
});

/** Ends this browser's staff session. */
export const staffLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/logout.php',
  access: ANY_STAFF,
  cache: 'no-store',
  response: StaffLoggedOutSchema,
  errors: ['not_found'],
});

/** Ends every staff session of this staff member, on every device (a lost laptop). */
export const staffLogoutEverywhereEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/logout-everywhere.php',
  access: ANY_STAFF,
  cache: 'no-store',
  response: StaffLoggedOutSchema,
  errors: ['not_found'],
});

/** Sets a new staff member's password with the one-time set-up link's token; then they log in and enrol TOTP. */
export const setUpStaffAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/setup.php',
  access: 'visitor',
  cache: 'no-store',
  // A set-up link is opened once; a token cannot be guessed, so this only stops a flood.
  rate: { per: 'address', max: 10, windowSeconds: 900 },
  body: SetUpStaffAccountRequestSchema,
  response: SetUpStaffAccountResponseSchema,
  errors: ['token_invalid'],
});
