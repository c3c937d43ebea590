import { updateUserEndpoint } from '@dating/shared/contracts/index';
import { setLanguage } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';

/** PUT /api/user.php `{ language }`: sent by the shell on a locale change while logged in. */
export const updateUserRoute: RouteModule = (app, { db }) => {
  route(app, updateUserEndpoint, async (request, viewer) => {
    await setLanguage(db, viewer.userId, request.body.language);
    return viewerUserResponse(db, viewer.userId);
  });
};
