import path from 'node:path';
import { uploadPhotoEndpoint } from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { addOwnPhoto, ownPhotosResponse } from '../../photos/own-photos';
import { encodePhoto, removePhotoFiles, writePhotoFiles } from '../../photos/photo-processing';
import { readPhotoUpload, registerPhotoMultipart } from '../../photos/photo-upload';

/**
 * POST /api/photos.php (multipart field `photo`): uploads one of the member's own photos, also called
 * by the signup photo step. The site's moderation mode decides whether others see it before a moderator
 * approved it (docs/moderation.md).
 *
 * Multipart parsing is registered in this scope only: no other route accepts multipart bodies.
 */
export const uploadPhotoRoute: RouteModule = (app, { db, config, sites }) => {
  const photoDir = path.join(config.dataDir, 'photos');

  void app.register(async (scope: App) => {
    await registerPhotoMultipart(scope);
    // The descriptor has no body schema (the body is multipart, field PHOTO_FIELD): parsed here.
    route(scope, uploadPhotoEndpoint, async (request, viewer) => {
      // The member's own site's moderation mode: a Host header naming another site changes nothing.
      const { settings } = await sites.forMember(viewer.userId);
      const encoded = await encodePhoto(await readPhotoUpload(request));
      const files = await writePhotoFiles(photoDir, viewer.profileId, encoded);
      try {
        await db.transaction((tx) =>
          addOwnPhoto(tx, viewer, { ...files, width: encoded.width, height: encoded.height }, settings.photo_moderation.profile),
        );
      } catch (error) {
        await removePhotoFiles(photoDir, [files]);
        throw error;
      }
      return ownPhotosResponse(db, viewer);
    });
  });
};
