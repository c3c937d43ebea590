import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { trustedDevice, issueDeviceToken } from './device-token';
import { settleLoginAttempt, startLoginAttempt } from './login-lockout';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { refuseSanctioned, refuseSanctionedMember } from './sanction-refusal';
import { cookieSecureFor, createSession, deleteSession, sessionToken, setSessionCookie } from './sessions';

export const LOGIN_FAILED_MESSAGE = 'Login failed, please try again';
const lockedMessage = (minutes: number) => `Too many incorrect attempts, account blocked for ${minutes} min.`;

/**
 * Checks e-mail and password the way login does: the same answers in the same time whether or not
 * the e-mail has an account, and the lockout (see login-lockout.ts): a browser carrying this
 * member's device token is judged by its own failures, every other one by the e-mail's. Returns the
 * account (which may be waiting for deletion: the caller decides), or throws login_failed /
 * account_locked.
 */
export async function checkCredentials(
  ctx: AppContext,
  request: FastifyRequest,
  body: LoginRequest,
): Promise<{ id: number; deletionRequestedAt: Date | null }> {
  const { db } = ctx;
  const email = body.email.trim().toLowerCase();

  const [account] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      deletedAt: users.deletedAt,
      deletionRequestedAt: users.deletionRequestedAt,
      bannedAt: users.bannedAt,
      suspendedUntil: users.suspendedUntil,
    })
    .from(users)
    .where(eq(users.email, email));
  const device = account ? await trustedDevice(db, request, account.id) : null;

  const attempt = await startLoginAttempt(db, { email, device }, request.ip);
  if ('lockedMinutes' in attempt) {
    const minutes = attempt.lockedMinutes;
    throw new ApiError(429, 'account_locked', lockedMessage(minutes), { minutes });
  }

  let ok = false;
  try {
    if (account) ok = (await verifyPassword(account.passwordHash, body.password)) && !account.deletedAt;
    else await burnPasswordCheck(body.password);
  } catch (error) {
    await settleLoginAttempt(db, attempt.attemptId, 'unchecked');
    throw error;
  }
  if (!ok || !account) {
    await settleLoginAttempt(db, attempt.attemptId, 'failure');
    throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  }
  try {
    // A sanctioned account is refused after the right password only: a stranger learns nothing of it.
    await refuseSanctioned(db, account, new Date());
  } catch (error) {
    // The right password of a sanctioned account: no login (the member page lists none), no failure either.
    await settleLoginAttempt(db, attempt.attemptId, 'unchecked');
    throw error;
  }
  await settleLoginAttempt(db, attempt.attemptId, 'success');
  return { id: account.id, deletionRequestedAt: account.deletionRequestedAt };
}

/**
 * Ends the browser's previous session (rotation), starts a new one and sets its cookie. Every way in
 * (login, reactivation, password reset or change) proved the browser is the member's, so it also gets
 * a fresh device token: the lockout then no longer counts strangers' failures against it.
 */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  // The last gate of every way in: no session is minted for a suspended or banned account, whatever led here.
  await refuseSanctionedMember(ctx.db, userId, new Date());
  const previous = sessionToken(request);
  if (previous) await deleteSession(ctx.db, previous);
  const { token } = await createSession(ctx.db, userId, { userAgent: request.headers['user-agent'], ip: request.ip });
  const secure = cookieSecureFor(request, ctx.config.cookieSecure);
  setSessionCookie(reply, token, secure);
  await issueDeviceToken(ctx.db, reply, userId, secure);
}
