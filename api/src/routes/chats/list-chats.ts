import { listChatsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { loadChatList } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';

/** GET /api/chats.php (auth): the member's conversations. */
export const listChatsRoute: RouteModule = (app, { db }) => {
  route(app, listChatsEndpoint, async (request, viewer) => {
    return loadChatList(db, viewer.profileId);
  });
};
