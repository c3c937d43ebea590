import { swipePassEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findProfileTarget } from '../../members/member-profile';
import { swipePass } from '../../swipe/swipe';

/**
 * POST /api/swipe-pass.php `{ profile }` (auth). A card the member may not see — unknown, hidden, their
 * own, or separated by a block either way — is 404, as for POST /api/like.php.
 */
export const swipePassRoute: RouteModule = (app, { db }) => {
  route(app, swipePassEndpoint, async (request, viewer) => {
    const target = await findProfileTarget(db, viewer.profileId, request.body.profile);
    if (!target) throw notFound('Profile not found');
    await swipePass(db, viewer.profileId, target.id);
    return { passed: true };
  });
};
