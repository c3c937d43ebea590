import { confirmMailChangeEndpoint } from '@dating/shared/contracts/index';
import { confirmMailChange } from '../../account-settings/mail-change';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/**
 * POST /api/mail-change-do.php `{ token }` (from the /mail-change/do page, logged in or not: the link
 * itself proves the new mailbox): makes the new address the account's.
 */
export const confirmMailChangeRoute: RouteModule = (app, ctx) => {
  route(app, confirmMailChangeEndpoint, async (request) => {
    const email = await confirmMailChange(ctx.db, request.body.token, new Date());
    return { ok: true as const, email };
  });
};
