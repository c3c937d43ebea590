import { updateVisibleToVisitorsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';
import { setVisibleToVisitors } from '../../members/visible-to-visitors';

/**
 * PUT /api/visible-to-visitors.php `{ visible_to_visitors }`: whether the home page and logged-out
 * search may show the member's profile (members/member-search.ts). Answers the updated `{ user }`.
 */
export const updateVisibleToVisitorsRoute: RouteModule = (app, { db }) => {
  route(app, updateVisibleToVisitorsEndpoint, async (request, viewer) => {
    await setVisibleToVisitors(db, viewer.userId, request.body.visible_to_visitors);
    return viewerUserResponse(db, viewer.userId);
  });
};
