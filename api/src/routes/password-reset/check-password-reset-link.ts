import { checkPasswordResetLinkEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { resetTokenAccount } from '../../auth/reset-tokens';
import { refuseSanctionedMember } from '../../auth/sanction-refusal';
import { route } from '../../http/endpoint-route';

/**
 * GET /api/password-reset-do.php?token= → `{ valid }`, whether the reset link still works (its page
 * asks on opening; nothing is used up). A working link of a suspended or banned account answers what
 * saving would (account_suspended with its end, account_banned), so the page says so before a new
 * password is typed; only the link's holder learns it, as only the right password does at the login form.
 */
export const checkPasswordResetLinkRoute: RouteModule = (app, { db }) => {
  route(app, checkPasswordResetLinkEndpoint, async (request) => {
    const now = new Date();
    const userId = await resetTokenAccount(db, request.query.token, now);
    if (userId !== null) await refuseSanctionedMember(db, userId, now);
    return { valid: userId !== null };
  });
};
