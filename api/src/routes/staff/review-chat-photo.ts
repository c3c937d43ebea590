import { z } from 'zod';
import { CHAT_PHOTO_SIZES } from '@dating/shared/contracts/index';
import { staffReviewChatPhotoLink } from '@dating/shared/contracts/staff-photos';
import type { RouteModule } from '../../app-context';
import { chatPhotoDir, chatPhotoFileForReview } from '../../chat-photos/chat-photos';
import { page } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

const QuerySchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  size: z.enum(CHAT_PHOTO_SIZES).default('full'),
});

/**
 * GET /api/staff/photo-queue/chat-photo.php?id=&size= (moderators, admins): a chat photo of the queue, and
 * only while it waits for review — the moderator sees the picture, never its conversation. 404 otherwise.
 */
export const reviewChatPhotoRoute: RouteModule = (app, { db, config }) => {
  const dir = chatPhotoDir(config.dataDir);
  page(app, staffReviewChatPhotoLink, {}, async (request, _staff, reply) => {
    const query = QuerySchema.safeParse(request.query);
    const file = query.success ? await chatPhotoFileForReview(db, query.data.id, query.data.size) : null;
    if (!file) throw notFound('Photo not found');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('image/jpeg').sendFile(file, dir);
  });
};
