import { enrolStaffTotpEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { enrolStaffAuthenticator } from '../../staff/staff-login';

/**
 * POST /api/staff/totp-enrolment.php `{ code }`, with the pending-login cookie of an account without an
 * authenticator → TOTP on, the recovery codes (answered this once) and the staff session.
 */
export const enrolStaffTotpRoute: RouteModule = (app, ctx) => {
  route(app, enrolStaffTotpEndpoint, async (request, _visitor, reply) =>
    enrolStaffAuthenticator(ctx, request, reply, request.body.code, new Date()),
  );
};
