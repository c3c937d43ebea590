import { renewStaffSetupLinkEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError, notFound } from '../../http/errors';
import { renewSetupToken, staffSetupUrl } from '../../staff/staff-accounts';

/** POST /api/staff/setup-link.php `{ staff }` (admins) → a new one-time set-up link; the earlier ones stop working. */
export const renewStaffSetupLinkRoute: RouteModule = (app, ctx) => {
  route(app, renewStaffSetupLinkEndpoint, async (request, admin) => {
    const renewed = await ctx.db.transaction((tx) => renewSetupToken(tx, request.body.staff, admin, new Date()));
    if (!renewed.ok) {
      if (renewed.reason === 'not_found') throw notFound('No such staff account.');
      if (renewed.reason === 'disabled') throw new ApiError(409, 'conflict', 'This account is disabled: enable it first.');
      throw new ApiError(409, 'staff_set_up_already', 'This account has set its password already.');
    }
    return { setup_url: await staffSetupUrl(ctx, renewed.token), expires_at: renewed.expiresAt.toISOString() };
  });
};
