import { getJobQueueEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { jobQueueView } from '../../staff/support/job-queue';

/** GET /api/staff/jobs.php (admins) → the job queue's health per kind and the latest dead jobs. */
export const getJobQueueRoute: RouteModule = (app, ctx) => {
  route(app, getJobQueueEndpoint, () => jobQueueView(ctx.db, new Date()));
};
