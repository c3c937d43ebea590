import { reportProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { fileReport } from '../../reports/reports';

/**
 * POST /api/report.php `{ profile, photo?, reason, comment? }`: stores a report for review (status
 * open) and mails the reporter a neutral acknowledgement. A member may report a profile they can see,
 * or one they blocked (blocking and reporting often go together); anything else is 404. A photo must
 * belong to the profile reported.
 */
export const reportProfileRoute: RouteModule = (app, ctx) => {
  route(app, reportProfileEndpoint, async (request, viewer) => {
    await fileReport(ctx, viewer, request.body, request.log);
    return { reported: true as const };
  });
};
