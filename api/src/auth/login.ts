import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { users } from '../db/schema';
import { ApiError } from '../http/errors';
import { markAttemptSucceeded, startLoginAttempt } from './login-lockout';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { createSession, deleteSession, sessionToken, setSessionCookie } from './sessions';

export const LOGIN_FAILED_MESSAGE = 'Login failed, please try again';
const lockedMessage = (minutes: number) => `Too many incorrect attempts, account blocked for ${minutes} min.`;

/**
 * Checks e-mail and password the way login does: lockout by submitted e-mail, the same answers in the
 * same time whether or not the e-mail has an account, every attempt counted before its password is
 * checked (so parallel guesses cannot outrun the lockout). Returns the account
 * (which may be waiting for deletion: the caller decides), or throws login_failed / account_locked.
 */
export async function checkCredentials(
  ctx: AppContext,
  request: FastifyRequest,
  body: LoginRequest,
): Promise<{ id: number; deletionRequestedAt: Date | null }> {
  const { db } = ctx;
  const email = body.email.trim().toLowerCase();

  const attempt = await startLoginAttempt(db, email, request.ip);
  if ('lockedMinutes' in attempt) {
    const minutes = attempt.lockedMinutes;
    throw new ApiError(429, 'account_locked', lockedMessage(minutes), { minutes });
  }

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, deletedAt: users.deletedAt, deletionRequestedAt: users.deletionRequestedAt })
    .from(users)
    .where(eq(users.email, email));
  let ok = false;
  if (account) ok = (await verifyPassword(account.passwordHash, body.password)) && !account.deletedAt;
  else await burnPasswordCheck(body.password);

  if (ok) await markAttemptSucceeded(db, attempt.attemptId);
  if (!ok || !account) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  return { id: account.id, deletionRequestedAt: account.deletionRequestedAt };
}

/** Ends the browser's previous session (rotation), starts a new one and sets its cookie. */
export async function startSession(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = sessionToken(request);
  if (previous) await deleteSession(ctx.db, previous);
  const { token } = await createSession(ctx.db, userId, { userAgent: request.headers['user-agent'], ip: request.ip });
  setSessionCookie(reply, token, ctx.config.cookieSecure);
}
