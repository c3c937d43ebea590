import { z } from 'zod';
import { CHAT_PHOTO_SIZES, chatPhotoLink } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { chatPhotoDir, chatPhotoFileFor } from '../../chat-photos/chat-photos';
import { page } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

const PhotoQuerySchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/), size: z.enum(CHAT_PHOTO_SIZES).default('full') });

/**
 * GET /api/chat-photo.php?id=&size=: a photo message's picture (docs/chat-media.md), answered only to whom it belongs now
 * (api/src/chat-photos/chat-photos.ts) — 404 to everyone else, the same as for a token that does not
 * exist, so a refusal tells nothing — and the browser revalidates every time (`no-cache` + ETag: a
 * block or a deletion ends access at once, an unchanged picture costs a 304).
 */
export const chatPhotoRoute: RouteModule = (app, { db, config }) => {
  const dir = chatPhotoDir(config.dataDir);

  page(app, chatPhotoLink, {}, async (request, viewer, reply) => {
    const query = PhotoQuerySchema.safeParse(request.query);
    const file = query.success ? await chatPhotoFileFor(db, viewer, query.data.id, query.data.size) : null;
    if (!file) throw notFound('Photo not found');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('image/jpeg').sendFile(file, dir);
  });
};
