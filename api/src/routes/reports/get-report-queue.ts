import { getReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadOpenAppeals, loadReportGroups } from '../../staff/moderation/report-queue';

/** GET /api/staff/reports.php (moderators, admins): open reports per member, oldest first, and the appeals for this moderator. */
export const getReportQueueRoute: RouteModule = (app, { db }) => {
  route(app, getReportQueueEndpoint, async (_request, staff) => {
    const [groups, appeals] = await Promise.all([loadReportGroups(db), loadOpenAppeals(db, staff.staffId)]);
    return { groups, appeals };
  });
};
