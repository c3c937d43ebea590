import { markReadEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { markRead } from '../../conversations/chat-list';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

/** POST /api/chat-read.php `{ conversation, up_to }` (auth): read up to a message; answers the new unread total. */
export const markReadRoute: RouteModule = (app, { db, realtime }) => {
  route(app, markReadEndpoint, async (request, viewer) => {
    const total = await markRead(db, viewer, request.body.conversation, request.body.up_to, realtime);
    if (total === null) throw notFound('Conversation not found');
    return { ok: true as const, total_unread: total };
  });
};
