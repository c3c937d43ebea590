import { verifyStaffTotpEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { verifyStaffSecondFactor } from '../../staff/staff-login';

/** POST /api/staff/totp.php `{ code }` or `{ recovery_code }`, with the pending-login cookie → the staff session. */
export const verifyStaffTotpRoute: RouteModule = (app, ctx) => {
  route(app, verifyStaffTotpEndpoint, async (request, _visitor, reply) =>
    verifyStaffSecondFactor(ctx, request, reply, request.body, new Date()),
  );
};
