import { deleteChatsByProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { removeConversationsWith } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';

/** DELETE /api/chats.php `{ profile }` (auth): removes every conversation with that profile from the member's list. */
export const deleteChatsByProfileRoute: RouteModule = (app, { db, realtime }) => {
  route(app, deleteChatsByProfileEndpoint, async (request, viewer) => {
    await removeConversationsWith(db, viewer, request.body.profile, realtime);
    return { ok: true as const };
  });
};
