import { getOwnProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { loadOwnProfile } from '../../members/own-profile';

/** GET /api/my-profile.php: the member's own profile, photos and photo limit. */
export const getOwnProfileRoute: RouteModule = (app, { db }) => {
  route(app, getOwnProfileEndpoint, async (request, viewer) => {
    return (await loadOwnProfile(db, viewer)).response;
  });
};
