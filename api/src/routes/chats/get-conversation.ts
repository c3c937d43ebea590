import { getConversationEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { loadSender } from '../../conversations/chat-allowance';
import { openConversation } from '../../conversations/conversation-view';
import { route } from '../../http/endpoint-route';

/**
 * GET /api/conversation.php `?conversation=` or `?profile=` (auth): a conversation with its newest
 * page, the other member, whether the member can write and what it costs. A conversation the member
 * takes no part in is 404.
 */
export const getConversationRoute: RouteModule = (app, { db, sites }) => {
  route(app, getConversationEndpoint, async (request, viewer) => {
    const [sender, { settings }] = await Promise.all([loadSender(db, viewer.userId), sites.forHost(request.headers.host)]);
    const { conversation, profile } = request.query;
    return openConversation(db, sender, settings, conversation !== undefined ? { conversation } : { profile: profile ?? 0 });
  });
};
