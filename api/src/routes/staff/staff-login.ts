import { staffLoginEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { startStaffLogin } from '../../staff/staff-login';

/**
 * POST /api/staff/login.php `{ email, password }` → `{ next: 'totp' }`, or `{ next: 'enrol', secret,
 * otpauth_uri }` for a first login, with the pending-login cookie; 401 login_failed otherwise.
 */
export const staffLoginRoute: RouteModule = (app, ctx) => {
  route(app, staffLoginEndpoint, async (request, _visitor, reply) => startStaffLogin(ctx, reply, request.body, new Date()));
};
