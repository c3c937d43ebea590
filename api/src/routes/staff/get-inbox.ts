import { getInboxEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadInbox } from '../../staff/inbox/inbox-queue';

/** GET /api/staff/inbox.php `?language=&persona=` (operators, admins): the waiting conversations, oldest first. */
export const getInboxRoute: RouteModule = (app, { db, sites }) => {
  route(app, getInboxEndpoint, async (request, staff) => {
    const { settings } = await sites.forHost(request.headers.host);
    return loadInbox(db, staff, request.query, settings);
  });
};
