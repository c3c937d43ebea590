import { getAppealEndpoint } from '@dating/shared/contracts/appeals';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadAppealState } from '../../staff/moderation/appeals';

/**
 * GET /api/appeal.php?token=: the decision a statement of reasons' appeal link is for (the complaints page
 * with `?appeal=`). The link's signed token is the authority, not a login: a suspended or banned member
 * cannot log in and may appeal all the same.
 */
export const getAppealRoute: RouteModule = (app, { db }) => {
  route(app, getAppealEndpoint, (request) => loadAppealState(db, request.query.token));
};
