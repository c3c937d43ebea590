import { getInboxConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadInboxConversation } from '../../staff/inbox/inbox-conversation';

/** GET /api/staff/inbox/conversation.php `?conversation=`: the held conversation with the persona and member sheets. */
export const getInboxConversationRoute: RouteModule = (app, { db, sites }) => {
  route(app, getInboxConversationEndpoint, async (request, staff) => {
    const { settings } = await sites.forHost(request.headers.host);
    return loadInboxConversation(db, staff, request.query.conversation, settings);
  });
};
