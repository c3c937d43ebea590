import { deleteChatEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { removeConversation } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

/** DELETE /api/chat.php `{ conversation }` (auth): removes one of the member's own conversations; 404 otherwise. */
export const deleteChatRoute: RouteModule = (app, { db, realtime }) => {
  route(app, deleteChatEndpoint, async (request, viewer) => {
    if (!(await removeConversation(db, viewer, request.body.conversation, realtime))) throw notFound('Conversation not found');
    return { ok: true as const };
  });
};
