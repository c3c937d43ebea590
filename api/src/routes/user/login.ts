import type { FastifyReply, FastifyRequest } from 'fastify';
import { LoginRequestSchema, type User } from '@dating/shared/contracts/index';
import type { AppContext } from '../../app-context';
import { isReactivable } from '../../account-deletion/deletion';
import { checkCredentials, LOGIN_FAILED_MESSAGE, startSession } from '../../auth/login';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/parse';
import { loadUser } from '../../members/user-record';

const PENDING_DELETION_MESSAGE = 'Your account is scheduled for deletion. Reactivate it to log in.';

/**
 * Login (POST /api/user.php with `{ email, password }`). The same answers, in the same time, whether
 * or not the e-mail has an account; the session id is rotated (any previous session is ended).
 * An account waiting for deletion answers account_pending_deletion, but only to the right
 * password: the login form then offers reactivation (POST /api/account-reactivate.php).
 */
export async function login(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ user: User }> {
  const body = parseWith(LoginRequestSchema, request.body);
  const account = await checkCredentials(ctx, request, body);
  if (account.deletionRequestedAt) {
    // After the 14 days the account is as good as erased (the erase job may not have run yet).
    if (!isReactivable(account.deletionRequestedAt, new Date())) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
    throw new ApiError(409, 'account_pending_deletion', PENDING_DELETION_MESSAGE);
  }

  await startSession(ctx, request, reply, account.id);
  const user = await loadUser(ctx.db, account.id);
  if (!user) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
  return { user };
}
