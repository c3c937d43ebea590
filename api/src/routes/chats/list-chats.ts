import { ChatsResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { loadChatList } from '../../conversations/chat-list';

/** GET /api/chats.php (auth): the member's conversations. */
export const listChatsRoute: RouteModule = (app, { db }) => {
  app.get('/api/chats.php', { schema: { response: { 200: ChatsResponseSchema } } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return loadChatList(db, viewer.profileId);
  });
};
