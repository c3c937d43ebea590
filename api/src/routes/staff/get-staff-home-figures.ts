import { getStaffHomeFiguresEndpoint } from '@dating/shared/contracts/staff-home';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { staffHomeFigures } from '../../staff/home-figures';

/** GET /api/staff/home-figures.php (every staff role) → the console home's figures, each only for a role that may open its page. */
export const getStaffHomeFiguresRoute: RouteModule = (app, ctx) => {
  route(app, getStaffHomeFiguresEndpoint, async (_request, staff) => staffHomeFigures(ctx.db, staff));
};
