import { updateInvisibleModeEndpoint } from '@dating/shared/contracts/index';
import { setInvisible } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';

/** PUT /api/invisible-mode.php `{ invisible }`: answers the updated `{ user }`, so the browser can publish it on the bus at once. */
export const updateInvisibleModeRoute: RouteModule = (app, { db }) => {
  route(app, updateInvisibleModeEndpoint, async (request, viewer) => {
    await setInvisible(db, viewer.userId, request.body.invisible);
    return viewerUserResponse(db, viewer.userId);
  });
};
