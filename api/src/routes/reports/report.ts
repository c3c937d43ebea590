import { reportProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { fileReport } from '../../reports/reports';

/** Reports per member IP: each sends an e-mail, and a flood of reports is noise for the reviewers. */
export const REPORT_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/**
 * POST /api/report.php `{ profile, photo?, reason, comment? }`: stores a report for review (status
 * open) and mails the reporter a neutral acknowledgement. A member may report a profile they can see,
 * or one they blocked (blocking and reporting often go together); anything else is 404. A photo must
 * belong to the profile reported.
 */
export const reportRoute: RouteModule = (app, ctx) => {
  route(app, reportProfileEndpoint, { config: { rateLimit: REPORT_RATE_LIMIT } }, async (request, reply) => {
    const viewer = await requireViewer(ctx.db, request);
    reply.header('cache-control', 'no-store');
    await fileReport(ctx, viewer, request.body, request.log);
    return { reported: true as const };
  });
};
