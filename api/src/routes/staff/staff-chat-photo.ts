import { z } from 'zod';
import { CHAT_PHOTO_SIZES } from '@dating/shared/contracts/index';
import { staffChatPhotoLink } from '@dating/shared/contracts/staff-inbox';
import type { RouteModule } from '../../app-context';
import { chatPhotoDir, chatPhotoFileInConversation } from '../../chat-photos/chat-photos';
import { page } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { heldPair } from '../../staff/inbox/inbox-conversation';

const QuerySchema = z.object({
  conversation: z.coerce.number().int().positive(),
  id: z.string().regex(/^[\w-]{1,64}$/),
  size: z.enum(CHAT_PHOTO_SIZES).default('full'),
});

/**
 * GET /api/staff/inbox/chat-photo.php?conversation=&id=&size=: a photo of an inbox conversation, for the
 * staff member holding its lease only — 404 for anything else (another conversation's photo, a lease that
 * ran out), and revalidated every time as the members' photos are.
 */
export const staffChatPhotoRoute: RouteModule = (app, { db, config }) => {
  const dir = chatPhotoDir(config.dataDir);
  page(app, staffChatPhotoLink, {}, async (request, staff, reply) => {
    const query = QuerySchema.safeParse(request.query);
    if (!query.success) throw notFound('Photo not found');
    const held = await heldPair(db, staff, query.data.conversation, new Date()).catch(() => null);
    const file = held ? await chatPhotoFileInConversation(db, query.data.conversation, query.data.id, query.data.size) : null;
    if (!file) throw notFound('Photo not found');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('image/jpeg').sendFile(file, dir);
  });
};
