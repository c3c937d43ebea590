import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { LOGIN_FAILED_MESSAGE } from '../auth/login';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import { hashToken } from '../auth/sessions';
import type { Tx } from '../db/database';
import { staffAccounts } from '../db/schema';
import { ApiError, noSuchEndpoint } from '../http/errors';
import { recordStaffAction } from './audit-log';
import { clearPendingLogin, readPendingLogin, setPendingLogin, type PendingLogin } from './pending-login';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { findStaffForLogin, type StaffMember } from './staff-accounts';
import { createStaffSession, endEveryStaffSession, endStaffSession, setStaffSessionCookie, staffSessionToken } from './staff-sessions';
import { matchingStep, newTotpSecret, otpauthUri, sealTotpSecret, unsealTotpSecret } from './totp';

const loginExpired = () => new ApiError(401, 'staff_login_expired', 'Your login has expired, please enter your password again.');
const totpInvalid = () =>
  new ApiError(401, 'totp_invalid', 'That code is wrong or was used already: wait for the next code and try again.');
const recoveryCodeInvalid = () => new ApiError(401, 'recovery_code_invalid', 'That recovery code is wrong or was used already.');
const accountLocked = () =>
  new ApiError(
    429,
    'staff_account_locked',
    'Too many wrong codes: this account is locked for 15 minutes. Try again later, or ask an administrator.',
  );
const alreadyEnrolled = () =>
  new ApiError(409, 'totp_already_enrolled', 'An authenticator is enrolled for this account already: log in again and enter its code.');

type LoginAnswer = { next: 'totp' } | { next: 'enrol'; secret: string; otpauth_uri: string };

/**
 * The password step. A wrong address, a wrong password, an account not set up yet and a disabled one all
 * answer login_failed after one argon2 verification, so neither the answer nor its time tells which. The
 * right password sets the pending-login cookie; an account without an authenticator gets a new secret to
 * enrol, which is kept nowhere but in that sealed cookie until its first code proves the app has it.
 */
export async function startStaffLogin(
  ctx: AppContext,
  reply: FastifyReply,
  body: { email: string; password: string },
  now: Date,
): Promise<LoginAnswer> {
  const account = await findStaffForLogin(ctx.db, body.email);
  let ok = false;
  if (account?.passwordHash) ok = (await verifyPassword(account.passwordHash, body.password)) && account.disabledAt === null;
  else await burnPasswordCheck(body.password);
  if (!ok || !account) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);

  if (account.totpEnrolledAt) {
    await setPendingLogin(ctx.db, reply, { staffId: account.id, enrolSecret: null }, now, ctx.config.cookieSecure);
    return { next: 'totp' };
  }
  const secret = newTotpSecret();
  await setPendingLogin(ctx.db, reply, { staffId: account.id, enrolSecret: secret }, now, ctx.config.cookieSecure);
  // The authenticator app lists the account under the site's name: the default site's, one for every host.
  const site = await ctx.sites.forHost(undefined);
  return { next: 'enrol', secret, otpauth_uri: otpauthUri(secret, account.email, site.settings.name) };
}

/** The request's pending login: none is a 404 as for anyone else, one that ran out is staff_login_expired. */
async function pendingLoginOf(ctx: AppContext, request: FastifyRequest, now: Date): Promise<PendingLogin> {
  const pending = await readPendingLogin(ctx.db, request, now);
  if (pending === 'absent') throw noSuchEndpoint(request);
  if (pending === 'expired') throw loginExpired();
  return pending;
}

async function secondFactorState(ctx: AppContext, staffId: number) {
  const [row] = await ctx.db
    .select({
      id: staffAccounts.id,
      email: staffAccounts.email,
      role: staffAccounts.role,
      totpSecret: staffAccounts.totpSecret,
      totpEnrolledAt: staffAccounts.totpEnrolledAt,
      disabledAt: staffAccounts.disabledAt,
      lockedUntil: staffAccounts.lockedUntil,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  // Disabled since the password step: as if the login had run out.
  if (!row || row.disabledAt) throw loginExpired();
  return row;
}

/** Wrong second factors in a row that lock an account, and for how long. */
const LOCK_AFTER_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

/**
 * Counts a wrong code (or recovery code) against the account, whatever address it came from: the limit per
 * address cannot stop guesses spread over many. The fifth in a row locks the account for LOCK_MS — a
 * right code is refused too meanwhile — with its audit row; a login resets the count.
 */
async function countSecondFactorFailure(ctx: AppContext, staff: StaffMember, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ secondFactorFailures: sql`${staffAccounts.secondFactorFailures} + 1` })
      .where(eq(staffAccounts.id, staff.id))
      .returning({ failures: staffAccounts.secondFactorFailures });
    if (!row || row.failures < LOCK_AFTER_FAILURES) return;
    await tx
      .update(staffAccounts)
      .set({ secondFactorFailures: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(eq(staffAccounts.id, staff.id));
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, role: staff.role },
      action: 'account_locked',
      detail: { failures: row.failures, minutes: LOCK_MS / 60_000 },
      at: now,
    });
  });
}

/**
 * Starts the staff session in the transaction that accepted the second factor, with its `login` audit row;
 * a staff session this browser had is ended (the id rotates at every login).
 */
async function startStaffSession(
  tx: Tx,
  request: FastifyRequest,
  staff: StaffMember,
  factor: 'totp' | 'recovery_code',
  now: Date,
): Promise<string> {
  const previous = staffSessionToken(request);
  if (previous) await endStaffSession(tx, hashToken(previous));
  await tx.update(staffAccounts).set({ secondFactorFailures: 0 }).where(eq(staffAccounts.id, staff.id));
  const token = await createStaffSession(tx, staff.id, { userAgent: request.headers['user-agent'], ip: request.ip }, now);
  await recordStaffAction(tx, { actor: { staffId: staff.id, role: staff.role }, action: 'login', detail: { factor }, at: now });
  return token;
}

function finishLogin(ctx: AppContext, reply: FastifyReply, token: string): void {
  clearPendingLogin(reply, ctx.config.cookieSecure);
  setStaffSessionCookie(reply, token, ctx.config.cookieSecure);
}

/**
 * The second factor of an enrolled account: the authenticator's code, accepted only for a time step later
 * than the last one accepted (one conditional UPDATE, so two uses of one code, even at the same moment,
 * cannot both pass), or an unused recovery code.
 */
export async function verifyStaffSecondFactor(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { code: string } | { recovery_code: string },
  now: Date,
): Promise<{ staff: StaffMember }> {
  const pending = await pendingLoginOf(ctx, request, now);
  const account = await secondFactorState(ctx, pending.staffId);
  // A login begun for enrolment, or an account whose authenticator was removed since: start over.
  if (pending.enrolSecret !== null || !account.totpEnrolledAt || !account.totpSecret) throw loginExpired();
  if (account.lockedUntil && account.lockedUntil > now) throw accountLocked();
  const staff: StaffMember = { id: account.id, email: account.email, role: account.role };

  let token: string | null;
  if ('code' in body) {
    const secret = await unsealTotpSecret(ctx.db, account.id, account.totpSecret);
    // The key is the server's own: a secret that no longer opens is a fault of ours, not a wrong code.
    if (secret === null) throw new Error(`staff account ${account.id}: its TOTP secret does not open with the server's key`);
    const step = matchingStep(secret, body.code, now);
    if (step === null) {
      await countSecondFactorFailure(ctx, staff, now);
      throw totpInvalid();
    }
    token = await ctx.db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(staffAccounts)
        .set({ totpLastStep: step })
        .where(and(eq(staffAccounts.id, account.id), lt(staffAccounts.totpLastStep, step)))
        .returning({ id: staffAccounts.id });
      return accepted ? startStaffSession(tx, request, staff, 'totp', now) : null;
    });
    if (token === null) {
      await countSecondFactorFailure(ctx, staff, now);
      throw totpInvalid();
    }
  } else {
    token = await ctx.db.transaction(async (tx) => {
      const used = await useRecoveryCode(tx, account.id, body.recovery_code, now);
      if (!used) return null;
      await recordStaffAction(tx, {
        actor: { staffId: staff.id, role: staff.role },
        action: 'recovery_code_used',
        detail: { codes_left: used.left },
        at: now,
      });
      return startStaffSession(tx, request, staff, 'recovery_code', now);
    });
    if (token === null) {
      await countSecondFactorFailure(ctx, staff, now);
      throw recoveryCodeInvalid();
    }
  }
  finishLogin(ctx, reply, token);
  return { staff };
}

/**
 * A first login's enrolment: the first code of the secret the password step answered turns TOTP on (its
 * step is the first one accepted), with 10 new recovery codes, answered this once, and the session.
 */
export async function enrolStaffAuthenticator(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
  now: Date,
): Promise<{ staff: StaffMember; recovery_codes: string[] }> {
  const pending = await pendingLoginOf(ctx, request, now);
  const account = await secondFactorState(ctx, pending.staffId);
  if (account.totpEnrolledAt) throw alreadyEnrolled();
  const secret = pending.enrolSecret;
  if (secret === null) throw loginExpired();
  const step = matchingStep(secret, code, now);
  if (step === null) throw totpInvalid();
  const staff: StaffMember = { id: account.id, email: account.email, role: account.role };
  const sealed = await sealTotpSecret(ctx.db, account.id, secret);

  const enrolled = await ctx.db.transaction(async (tx) => {
    // Only an account still without an authenticator: two tabs enrolling at once cannot both set one.
    const [updated] = await tx
      .update(staffAccounts)
      .set({ totpSecret: sealed, totpEnrolledAt: now, totpLastStep: step })
      .where(and(eq(staffAccounts.id, account.id), isNull(staffAccounts.totpEnrolledAt)))
      .returning({ id: staffAccounts.id });
    if (!updated) return null;
    const codes = await replaceRecoveryCodes(tx, account.id);
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, role: staff.role },
      action: 'totp_enrolled',
      detail: { recovery_codes: codes.length },
      at: now,
    });
    return { codes, token: await startStaffSession(tx, request, staff, 'totp', now) };
  });
  if (!enrolled) throw alreadyEnrolled();
  finishLogin(ctx, reply, enrolled.token);
  return { staff, recovery_codes: enrolled.codes };
}

/** Ends every session of the staff member, this one included, with its audit row. */
export async function logOutEverywhere(ctx: AppContext, staff: { staffId: number; role: StaffMember['role'] }, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const ended = await endEveryStaffSession(tx, staff.staffId);
    await recordStaffAction(tx, { actor: staff, action: 'logout_everywhere', detail: { sessions_ended: ended }, at: now });
  });
}
