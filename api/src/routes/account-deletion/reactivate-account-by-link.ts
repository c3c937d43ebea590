import { reactivateAccountByLinkEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { reactivateWithToken } from '../../account-deletion/deletion';
import { startSession } from '../../auth/login';
import { refuseSanctionedMember } from '../../auth/sanction-refusal';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { loadUser } from '../../members/user-record';

const REACTIVATION_LINK_INVALID_MESSAGE = 'This reactivation link has expired or has already been used.';

/**
 * POST /api/account-reactivate-link.php `{ token }`: the confirm button of the page the mailed link
 * opens (/account-deleted?reactivate=); restores the account within its 14 days and logs the member in.
 */
export const reactivateAccountByLinkRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, reactivateAccountByLinkEndpoint, async (request, _viewer, reply) => {
    const now = new Date();
    const userId = await db.transaction(async (tx) => {
      const reactivated = await reactivateWithToken(tx, request.body.token, now);
      // A suspended or banned member gets the login form's answer, and the refusal rolls the reactivation
      // back: the account stays scheduled for deletion, as the password reactivation leaves it (checkCredentials).
      if (reactivated !== null) await refuseSanctionedMember(tx, reactivated, now);
      return reactivated;
    });
    if (userId === null) throw new ApiError(400, 'token_invalid', REACTIVATION_LINK_INVALID_MESSAGE);
    await startSession(ctx, request, reply, userId);
    const user = await loadUser(db, userId);
    if (!user) throw new ApiError(400, 'token_invalid', REACTIVATION_LINK_INVALID_MESSAGE);
    return { user };
  });
};
