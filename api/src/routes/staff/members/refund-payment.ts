import { refundPaymentEndpoint } from '@dating/shared/contracts/staff-members';
import type { RouteModule } from '../../../app-context';
import { route } from '../../../http/endpoint-route';
import { refundMemberPayment } from '../../../staff/members/member-actions';

/** POST /api/staff/refunds.php (support, admins) → the refund asked of the provider, once per key. */
export const refundPaymentRoute: RouteModule = (app, ctx) => {
  route(app, refundPaymentEndpoint, async (request, staff) => {
    const { member, payment, amount_cents: amountCents, reason, key } = request.body;
    const refund = await refundMemberPayment(ctx, {
      memberUserId: member,
      paymentPublicId: payment,
      amountCents,
      reason,
      key,
      actor: staff,
      now: new Date(),
    });
    return { refund_cents: refund.refundCents, currency: refund.currency, state: refund.state };
  });
};
