import { z } from 'zod';
import { CHAT_PHOTO_SIZES, chatPhotoLink, uploadChatPhotoEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { chatPhotoDir, chatPhotoFileFor, storeChatPhoto } from '../../chat-photos/chat-photos';
import { page, route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { readPhotoUpload, registerPhotoMultipart } from '../../photos/photo-upload';

const PhotoQuerySchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/), size: z.enum(CHAT_PHOTO_SIZES).default('full') });

/**
 * Photo messages' pictures (docs/chat-media.md). POST uploads one for a later send (multipart field
 * `photo`, the profile photos' checks and re-encoding). GET answers the picture only to whom it
 * belongs now (chat-photos.ts) — 404 to everyone else, the same as for a token that does not exist,
 * so a refusal tells nothing — and the browser revalidates every time (`no-cache` + ETag: a block or a
 * deletion ends access at once, an unchanged picture costs a 304).
 */
export const chatPhotosRoute: RouteModule = (app, { db, config }) => {
  const dir = chatPhotoDir(config.dataDir);

  void app.register(async (scope: App) => {
    await registerPhotoMultipart(scope);
    route(scope, uploadChatPhotoEndpoint, async (request, viewer) => {
      const stored = await storeChatPhoto(db, dir, viewer.profileId, await readPhotoUpload(request));
      return stored;
    });
  });

  page(app, chatPhotoLink, {}, async (request, viewer, reply) => {
    const query = PhotoQuerySchema.safeParse(request.query);
    const file = query.success ? await chatPhotoFileFor(db, viewer, query.data.id, query.data.size) : null;
    if (!file) throw notFound('Photo not found');
    reply.header('x-content-type-options', 'nosniff');
    return reply.type('image/jpeg').sendFile(file, dir);
  });
};
