import { listOwnPhotosEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { ownPhotosResponse } from '../../photos/own-photos';

/** GET /api/photos.php: the member's own photos, also called by the signup photo step. */
export const listOwnPhotosRoute: RouteModule = (app, { db }) => {
  route(app, listOwnPhotosEndpoint, async (request, viewer) => {
    return ownPhotosResponse(db, viewer);
  });
};
