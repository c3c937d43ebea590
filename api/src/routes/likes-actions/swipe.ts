import { swipeLikeEndpoint, swipePassEndpoint, swipeUnpassEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findProfileTarget } from '../../members/member-profile';
import { swipeLike, swipePass, swipeUnpass } from '../../swipe/swipe';

/** Swipes a member may send per minute: far above a person's pace, low enough to stop a script. */
const SWIPE_RATE_LIMIT = { max: 120, timeWindow: 60_000 };

/**
 * POST /api/swipe-like.php, POST/DELETE /api/swipe-pass.php (auth). A card the member may not see —
 * unknown, hidden, their own, or separated by a block either way — is 404, as for POST /api/like.php;
 * a like past the day's limit is 429 daily_limit_reached. A new like is mailed as any like.
 */
export const swipeRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, swipeLikeEndpoint, { config: { rateLimit: SWIPE_RATE_LIMIT } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const target = await findProfileTarget(db, viewer.profileId, request.body.profile);
    if (!target) throw notFound('Profile not found');
    reply.header('cache-control', 'no-store');
    const { response } = await swipeLike(db, viewer, target, new Date(), ctx.realtime);
    return response;
  });
  route(app, swipePassEndpoint, { config: { rateLimit: SWIPE_RATE_LIMIT } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const target = await findProfileTarget(db, viewer.profileId, request.body.profile);
    if (!target) throw notFound('Profile not found');
    reply.header('cache-control', 'no-store');
    await swipePass(db, viewer.profileId, target.id);
    return { passed: true };
  });
  route(app, swipeUnpassEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    await swipeUnpass(db, viewer.profileId, request.body.profile);
    return { passed: false };
  });
};
