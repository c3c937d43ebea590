import { autoLikeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { autoLike } from '../../likes/auto-like';

/** GET /api/auto-like.php (auth): today's fictional liker for the match modal, or null (likes/auto-like.ts). */
export const autoLikeRoute: RouteModule = (app, ctx) => {
  route(app, autoLikeEndpoint, async (request, viewer) => {
    const { settings } = await ctx.sites.forHost(request.headers.host);
    const { profile } = await autoLike(ctx.db, viewer, settings, new Date(), ctx.realtime);
    return { profile };
  });
};
