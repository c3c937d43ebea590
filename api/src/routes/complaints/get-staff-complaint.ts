import { getStaffComplaintEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { loadComplaint } from '../../staff/support/complaint-inbox';

/** GET /api/staff/complaint.php?complaint= (support, admins) → the complaint, its message and support's answers. */
export const getStaffComplaintRoute: RouteModule = (app, ctx) => {
  route(app, getStaffComplaintEndpoint, async (request) => {
    const complaint = await loadComplaint(ctx.db, request.query.complaint);
    if (!complaint) throw notFound('No such complaint.');
    return { complaint };
  });
};
