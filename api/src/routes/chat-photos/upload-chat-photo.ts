import { uploadChatPhotoEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { chatPhotoDir, storeChatPhoto } from '../../chat-photos/chat-photos';
import { route } from '../../http/endpoint-route';
import { readPhotoUpload, registerPhotoMultipart } from '../../photos/photo-upload';

/**
 * POST /api/chat-photo.php: uploads a photo message's picture for a later send (docs/chat-media.md;
 * multipart field `photo`, the profile photos' checks and re-encoding).
 */
export const uploadChatPhotoRoute: RouteModule = (app, { db, config, sites }) => {
  const dir = chatPhotoDir(config.dataDir);

  void app.register(async (scope: App) => {
    await registerPhotoMultipart(scope);
    route(scope, uploadChatPhotoEndpoint, async (request, viewer) => {
      // The member's own site's moderation mode: a Host header naming another site changes nothing.
      const { settings } = await sites.forMember(viewer.userId);
      const stored = await storeChatPhoto(db, dir, viewer.profileId, await readPhotoUpload(request), settings.photo_moderation.chat);
      return stored;
    });
  });
};
