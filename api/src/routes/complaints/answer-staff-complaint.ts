import { answerStaffComplaintEndpoint } from '@dating/shared/contracts/staff-support';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { answerComplaint } from '../../staff/support/complaint-answers';
import { loadComplaint } from '../../staff/support/complaint-inbox';

/**
 * POST /api/staff/complaint-answers.php `{ complaint, body }` (support, admins) → the complaint, answered: the
 * answer is stored, its mail to the complaint's address enqueued and the audit row written in one transaction.
 */
export const answerStaffComplaintRoute: RouteModule = (app, ctx) => {
  route(app, answerStaffComplaintEndpoint, async (request, staff) => {
    const { complaint: complaintId, body } = request.body;
    const complaint = await ctx.db.transaction(async (tx) => {
      const answered = await answerComplaint(tx, {
        actor: { staffId: staff.staffId, role: staff.role },
        complaintId,
        body,
        now: new Date(),
      });
      return answered ? loadComplaint(tx, complaintId) : null;
    });
    if (!complaint) throw notFound('No such complaint.');
    return { complaint };
  });
};
