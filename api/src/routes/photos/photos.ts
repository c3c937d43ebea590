import path from 'node:path';
import {
  deleteOwnPhotoEndpoint,
  listOwnPhotosEndpoint,
  updateOwnPhotosEndpoint,
  uploadPhotoEndpoint,
} from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { addOwnPhoto, deleteOwnPhoto, ownPhotosResponse, updateOwnPhotos } from '../../photos/own-photos';
import { encodePhoto, removePhotoFiles, writePhotoFiles } from '../../photos/photo-processing';
import { readPhotoUpload, registerPhotoMultipart } from '../../photos/photo-upload';

/**
 * The member's own photos, also called by the signup photo step:
 * GET lists them, POST uploads one (multipart field `photo`), PUT reorders and/or picks the main
 * image, DELETE ?id= removes one. A photo that is not the member's is 404 on every call.
 *
 * Multipart parsing is registered in this scope only: no other route accepts multipart bodies.
 */
export const photosRoute: RouteModule = (app, { db, config }) => {
  const photoDir = path.join(config.dataDir, 'photos');

  route(app, listOwnPhotosEndpoint, async (request, viewer) => {
    return ownPhotosResponse(db, viewer);
  });

  void app.register(async (scope: App) => {
    await registerPhotoMultipart(scope);
    // The descriptor has no body schema (the body is multipart, field PHOTO_FIELD): parsed here.
    route(scope, uploadPhotoEndpoint, async (request, viewer) => {
      const encoded = await encodePhoto(await readPhotoUpload(request));
      const files = await writePhotoFiles(photoDir, viewer.profileId, encoded);
      try {
        await db.transaction((tx) => addOwnPhoto(tx, viewer, { ...files, width: encoded.width, height: encoded.height }));
      } catch (error) {
        await removePhotoFiles(photoDir, [files]);
        throw error;
      }
      return ownPhotosResponse(db, viewer);
    });
  });

  route(app, updateOwnPhotosEndpoint, async (request, viewer) => {
    await db.transaction((tx) => updateOwnPhotos(tx, viewer.profileId, request.body));
    return ownPhotosResponse(db, viewer);
  });

  route(app, deleteOwnPhotoEndpoint, async (request, viewer) => {
    const orphaned = await db.transaction((tx) => deleteOwnPhoto(tx, viewer.profileId, request.query.id));
    // After the commit: a rolled-back delete must never have lost its files.
    await removePhotoFiles(photoDir, orphaned);
    return ownPhotosResponse(db, viewer);
  });
};
