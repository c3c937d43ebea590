import { listChatsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { loadChatList } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';

/** GET /api/chats.php (auth): the member's conversations. */
export const listChatsRoute: RouteModule = (app, { db }) => {
  route(app, listChatsEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return loadChatList(db, viewer.profileId);
  });
};
