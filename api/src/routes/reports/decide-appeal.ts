import { decideAppealEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { decideAppeal } from '../../staff/moderation/decide';

/**
 * POST /api/staff/appeal-decision.php (moderators, admins, never the one who decided): upholds the decision
 * appealed or lifts it, on the same ground; the member is told either way.
 */
export const decideAppealRoute: RouteModule = (app, { db }) => {
  route(app, decideAppealEndpoint, async (request, staff) => {
    const { appeal, outcome, facts } = request.body;
    const decided = await db.transaction((tx) => decideAppeal(tx, { staff, appealId: appeal, outcome, facts }));
    return { decision: decided.decisionId };
  });
};
