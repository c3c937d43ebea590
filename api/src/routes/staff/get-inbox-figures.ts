import { getInboxFiguresEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { inboxFigures } from '../../staff/inbox-figures';

/** GET /api/staff/inbox/figures.php?days= (admins) → the inbox's figures per operator and language, and the queue now. */
export const getInboxFiguresRoute: RouteModule = (app, ctx) => {
  route(app, getInboxFiguresEndpoint, async (request) => inboxFigures(ctx.db, request.query.days));
};
