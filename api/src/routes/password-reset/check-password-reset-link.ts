import { checkPasswordResetLinkEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { isResetTokenUsable } from '../../auth/reset-tokens';
import { route } from '../../http/endpoint-route';

/**
 * GET /api/password-reset-do.php?token= → `{ valid }`, whether the reset link still works (its page
 * asks on opening; nothing is used up).
 */
export const checkPasswordResetLinkRoute: RouteModule = (app, { db }) => {
  route(app, checkPasswordResetLinkEndpoint, async (request) => {
    return { valid: await isResetTokenUsable(db, request.query.token, new Date()) };
  });
};
