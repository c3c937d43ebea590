import { requestMailChangeEndpoint } from '@dating/shared/contracts/index';
import { requestMailChange } from '../../account-settings/mail-change';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/** POST /api/mail-change.php `{ email }` (logged in): mails a confirmation link to the new address; the account keeps its address until the link is used. */
export const requestMailChangeRoute: RouteModule = (app, ctx) => {
  route(app, requestMailChangeEndpoint, async (request, viewer) => {
    const email = await requestMailChange(ctx, {
      userId: viewer.userId,
      email: request.body.email,
      host: request.headers.host,
      now: new Date(),
    });
    return { ok: true as const, email };
  });
};
