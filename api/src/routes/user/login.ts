import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginEndpoint, LoginRequestSchema, UserPostQuerySchema, type User } from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { isReactivable } from '../../account-deletion/deletion';
import { checkCredentials, LOGIN_FAILED_MESSAGE, startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { parseWith } from '../../http/parse';
import { loadUser } from '../../members/user-record';
import { subscribePush } from './subscribe-push';

const PENDING_DELETION_MESSAGE = 'Your account is scheduled for deletion. Reactivate it to log in.';

/**
 * Login (POST /api/user.php with `{ email, password }`). The same answers, in the same time, whether
 * or not the e-mail has an account; the session id is rotated (any previous session is ended).
 * An account waiting for deletion answers account_pending_deletion, but only to the right
 * password: the login form then offers reactivation (POST /api/account-reactivate.php).
 */
async function login(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<{ user: User }> {
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

/**
 * POST /api/user.php is two endpoints on one path: loginEndpoint, and subscribePushEndpoint
 * (`?push=1`, subscribe-push.ts). Fastify takes one route per method and path, so it is registered
 * once, here, from loginEndpoint with the query that tells them apart and without a body schema: the
 * body's schema depends on the query, so each validates its own (parseWith), with the same 400 body,
 * and the push subscription admits its own access (the login's is anyone's).
 */
export const loginRoute: RouteModule = (app, ctx) => {
  route(app, { ...loginEndpoint, query: UserPostQuerySchema, body: undefined }, async (request, _viewer, reply) => {
    if (!request.query.push) return login(ctx, request, reply);
    return subscribePush(app, ctx, request);
  });
};
