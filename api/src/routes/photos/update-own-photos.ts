import { updateOwnPhotosEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ownPhotosResponse, updateOwnPhotos } from '../../photos/own-photos';

/**
 * PUT /api/photos.php: reorders the member's own photos and/or picks the main image, also called by
 * the signup photo step. A photo that is not the member's is 404.
 */
export const updateOwnPhotosRoute: RouteModule = (app, { db }) => {
  route(app, updateOwnPhotosEndpoint, async (request, viewer) => {
    await db.transaction((tx) => updateOwnPhotos(tx, viewer.profileId, request.body));
    return ownPhotosResponse(db, viewer);
  });
};
