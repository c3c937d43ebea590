import { retryDeadJobEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { retryDeadJobAsStaff, wakeWorkers } from '../../staff/support/job-queue';

/** POST /api/staff/job-retry.php `{ job }` (admins) → the dead job is pending again, due now; the worker runs it. */
export const retryDeadJobRoute: RouteModule = (app, ctx) => {
  route(app, retryDeadJobEndpoint, async (request, staff) => {
    const jobId = request.body.job;
    const retried = await ctx.db.transaction((tx) =>
      retryDeadJobAsStaff(tx, { actor: { staffId: staff.staffId, role: staff.role }, jobId, now: new Date() }),
    );
    if (!retried) throw notFound('No dead job with that id.');
    wakeWorkers();
    return { ok: true as const, job: jobId };
  });
};
