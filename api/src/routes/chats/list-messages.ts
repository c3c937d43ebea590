import { listMessagesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { listMessages } from '../../conversations/conversation-view';
import { route } from '../../http/endpoint-route';

/**
 * GET /api/messages.php `?conversation=&before=` (auth): the older pages of a conversation, no further
 * back than the site's chat history limit. A conversation the member takes no part in is 404.
 */
export const listMessagesRoute: RouteModule = (app, { db, sites }) => {
  route(app, listMessagesEndpoint, async (request, viewer) => {
    const { settings } = await sites.forHost(request.headers.host);
    return listMessages(db, viewer.profileId, request.query.conversation, settings.chat_history_limit, request.query.before);
  });
};
