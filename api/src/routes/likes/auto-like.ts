import { autoLikeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { autoLike } from '../../likes/auto-like';

/** GET /api/auto-like.php (auth): today's fictional liker for the match modal, or null (likes/auto-like.ts). */
export const autoLikeRoute: RouteModule = (app, ctx) => {
  route(app, autoLikeEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(ctx.db, request);
    const { settings } = await ctx.sites.forHost(request.headers.host);
    reply.header('cache-control', 'no-store');
    const { profile } = await autoLike(ctx.db, viewer, settings, new Date(), ctx.realtime);
    return { profile };
  });
};
