import { reactivateAccountEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { isReactivable, reactivateAccount } from '../../account-deletion/deletion';
import { checkCredentials, LOGIN_FAILED_MESSAGE, startSession } from '../../auth/login';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';

/**
 * POST /api/account-reactivate.php `{ email, password }`: the login form's "reactivate" answer. Restores
 * an account deleted less than 14 days ago and logs the member in (one not deleted is simply logged in);
 * later it fails as a wrong password does.
 */
export const reactivateAccountRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, reactivateAccountEndpoint, async (request, _viewer, reply) => {
    // Exactly the checks of login (lockout, timing, wrong password → login_failed): no state leaks.
    const account = await checkCredentials(ctx, request, request.body);
    const at = new Date();
    if (account.deletionRequestedAt) {
      if (!isReactivable(account.deletionRequestedAt, at)) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
      await db.transaction((tx) => reactivateAccount(tx, account.id, at));
    }
    await startSession(ctx, request, reply, account.id);
    const user = await loadUser(db, account.id);
    if (!user) throw new ApiError(401, 'login_failed', LOGIN_FAILED_MESSAGE);
    return { user };
  });
};
