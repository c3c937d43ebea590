import { fileAppealEndpoint } from '@dating/shared/contracts/appeals';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { fileAppeal } from '../../staff/moderation/appeals';

/** POST /api/appeal.php { token, text }: the member's appeal, once per decision, within six months; back to the moderators' queue. */
export const fileAppealRoute: RouteModule = (app, { db }) => {
  route(app, fileAppealEndpoint, (request) =>
    fileAppeal(db, request.body.token, request.body.text, request.headers['accept-language']?.slice(0, 2)),
  );
};
