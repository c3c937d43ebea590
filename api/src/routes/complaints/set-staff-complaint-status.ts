import { setStaffComplaintStatusEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { setComplaintStatus } from '../../staff/support/complaint-answers';
import { loadComplaint } from '../../staff/support/complaint-inbox';

/** POST /api/staff/complaint-status.php `{ complaint, status: 'closed' | 'open' }` (support, admins) → the complaint, closed or reopened. */
export const setStaffComplaintStatusRoute: RouteModule = (app, ctx) => {
  route(app, setStaffComplaintStatusEndpoint, async (request, staff) => {
    const { complaint: complaintId, status } = request.body;
    const complaint = await ctx.db.transaction(async (tx) => {
      const found = await setComplaintStatus(tx, {
        actor: { staffId: staff.staffId, role: staff.role },
        complaintId,
        status,
        now: new Date(),
      });
      return found ? loadComplaint(tx, complaintId) : null;
    });
    if (!complaint) throw notFound('No such complaint.');
    return { complaint };
  });
};
