import path from 'node:path';
import { deleteOwnPhotoEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { deleteOwnPhoto, ownPhotosResponse } from '../../photos/own-photos';
import { removePhotoFiles } from '../../photos/photo-processing';

/**
 * DELETE /api/photos.php?id=: removes one of the member's own photos, also called by the signup photo
 * step. A photo that is not the member's is 404.
 */
export const deleteOwnPhotoRoute: RouteModule = (app, { db, config }) => {
  const photoDir = path.join(config.dataDir, 'photos');

  route(app, deleteOwnPhotoEndpoint, async (request, viewer) => {
    const orphaned = await db.transaction((tx) => deleteOwnPhoto(tx, viewer.profileId, request.query.id));
    // After the commit: a rolled-back delete must never have lost its files.
    await removePhotoFiles(photoDir, orphaned);
    return ownPhotosResponse(db, viewer);
  });
};
