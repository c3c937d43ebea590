import { checkMailChangeLinkEndpoint } from '@dating/shared/contracts/index';
import { isMailChangeTokenUsable } from '../../account-settings/mail-change';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/** GET /api/mail-change-do.php?token= → `{ valid }`: tells the /mail-change/do page on opening whether the link still works; nothing is used up. */
export const checkMailChangeLinkRoute: RouteModule = (app, ctx) => {
  route(app, checkMailChangeLinkEndpoint, async (request) => {
    return { valid: await isMailChangeTokenUsable(ctx.db, request.query.token, new Date()) };
  });
};
