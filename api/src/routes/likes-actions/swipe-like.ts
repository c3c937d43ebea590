import { swipeLikeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findProfileTarget } from '../../members/member-profile';
import { swipeLike } from '../../swipe/swipe';

/**
 * POST /api/swipe-like.php `{ profile }` (auth). A card the member may not see — unknown, hidden, their
 * own, or separated by a block either way — is 404, as for POST /api/like.php; a like past the day's
 * limit is 429 daily_limit_reached. A new like is mailed as any like.
 */
export const swipeLikeRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, swipeLikeEndpoint, async (request, viewer) => {
    const target = await findProfileTarget(db, viewer.profileId, request.body.profile);
    if (!target) throw notFound('Profile not found');
    const { response } = await swipeLike(db, viewer, target, new Date(), ctx.realtime);
    return response;
  });
};
