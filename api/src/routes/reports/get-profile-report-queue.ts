import { getProfileReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadOfflineProfiles, loadProfileReportGroups } from '../../staff/moderation/profile-report-queue';

/**
 * GET /api/staff/profile-reports.php (moderators, admins): the open reports about the site's own profiles per
 * profile, oldest first (none about a conversation the viewer wrote in as the profile), and those taken offline.
 */
export const getProfileReportQueueRoute: RouteModule = (app, { db }) => {
  route(app, getProfileReportQueueEndpoint, async (_request, staff) => {
    const [groups, offline] = await Promise.all([loadProfileReportGroups(db, staff.staffId), loadOfflineProfiles(db)]);
    return { groups, offline };
  });
};
