import { listStaffComplaintsEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { listComplaints } from '../../staff/support/complaint-inbox';

/** GET /api/staff/complaints.php?status= (support, admins) → the complaints of that status, oldest first, and the counts. */
export const listStaffComplaintsRoute: RouteModule = (app, ctx) => {
  route(app, listStaffComplaintsEndpoint, (request) => listComplaints(ctx.db, request.query.status));
};
