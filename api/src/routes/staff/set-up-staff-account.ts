import { setUpStaffAccountEndpoint } from '@dating/shared/contracts/staff';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { completeStaffSetUp } from '../../staff/staff-accounts';

const LINK_INVALID_MESSAGE = 'This set-up link has expired or was used already: ask an admin for a new one.';

/** POST /api/staff/setup.php `{ token, password }` → the account's first password; `{ email }` to log in with next. */
export const setUpStaffAccountRoute: RouteModule = (app, ctx) => {
  route(app, setUpStaffAccountEndpoint, async (request) => {
    const staff = await completeStaffSetUp(ctx.db, request.body.token, request.body.password, new Date());
    if (!staff) throw new ApiError(400, 'token_invalid', LINK_INVALID_MESSAGE);
    return { email: staff.email };
  });
};
