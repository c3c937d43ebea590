import { getLikeReceivedEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { likesMember } from '../../likes/like-received';

/** GET /api/like-received.php?profile= (auth): whether that profile likes the member, as the member may see it (the like modal's check). */
export const getLikeReceivedRoute: RouteModule = (app, { db }) => {
  route(app, getLikeReceivedEndpoint, async (request, viewer) => {
    return { likes_you: await likesMember(db, viewer.profileId, request.query.profile) };
  });
};
