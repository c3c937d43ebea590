import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginRequestSchema, type User } from '@dating/shared/contracts/index';
import type { AppContext } from '../../app-context';
import { lockedMinutes, recordLoginAttempt } from '../../auth/login-lockout';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords';
import { createSession, deleteSession, sessionToken, setSessionCookie } from '../../auth/sessions';
import { users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/parse';
import { loadUser } from '../../members/user-record';

export const LOGIN_FAILED_MESSAGE = 'Login failed, please try again';
export const lockedMessage = (minutes: number) => `Too many incorrect attempts, account blocked for ${minutes} min.`;

/**
 * Login (POST /api/user.php with `{ email, password }`). The same answers, in the same time, whether
 * or not the e-mail has an account; the session id is rotated (any previous session is ended).
 */
export async function login(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ user: User }> {
  const { db, config } = ctx;
  const body = parseWith(LoginRequestSchema, request.body);
  const email = body.email.trim().toLowerCase();

  const minutes = await lockedMinutes(db, email);
  if (minutes > 0) throw new ApiError(429, 'account_locked', lockedMessage(minutes), { minutes });

  const [account] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.email, email));
  let ok = false;
  if (account) ok = (await verifyPassword(account.passwordHash, body.password)) && !account.deletedAt;
  else await burnPasswordCheck(body.password);

  await recordLoginAttempt(db, email, ok, request.ip);
  if (!ok || !account) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);

  const previous = sessionToken(request);
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, account.id, { userAgent: request.headers['user-agent'], ip: request.ip });
  setSessionCookie(reply, token, config.cookieSecure);

  const user = await loadUser(db, account.id);
  if (!user) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  return { user };
}
