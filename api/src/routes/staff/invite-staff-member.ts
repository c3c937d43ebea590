import { inviteStaffMemberEndpoint } from '@dating/shared/contracts/staff-admin';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { createStaffAccount, staffSetupUrl } from '../../staff/staff-accounts';
import { loadStaffAccount } from '../../staff/staff-team';

/** POST /api/staff/invitations.php `{ email, role }` (admins) → the new account and its one-time set-up link. */
export const inviteStaffMemberRoute: RouteModule = (app, ctx) => {
  route(app, inviteStaffMemberEndpoint, async (request, admin) => {
    const now = new Date();
    const invited = await ctx.db.transaction(async (tx) => {
      const made = await createStaffAccount(tx, { email: request.body.email, role: request.body.role, actor: admin }, now);
      return made.ok ? { ...made, account: await loadStaffAccount(tx, made.staff.id) } : made;
    });
    if (!invited.ok) throw new ApiError(409, 'staff_exists', 'This address has a staff account already.');
    return {
      staff: invited.account!,
      setup_url: await staffSetupUrl(ctx, invited.token),
      expires_at: invited.expiresAt.toISOString(),
    };
  });
};
