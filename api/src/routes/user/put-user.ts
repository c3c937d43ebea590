import { UpdateUserRequestSchema, UserResponseSchema } from '@dating/shared/contracts/index';
import { setLanguage } from '../../account-settings/account-flags';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { viewerUserResponse } from '../../members/user-record';

/** PUT /api/user.php `{ language }`: sent by the shell on a locale change while logged in. */
export const putUserRoute: RouteModule = (app, { db }) => {
  app.put('/api/user.php', { schema: { body: UpdateUserRequestSchema, response: { 200: UserResponseSchema } } }, async (request) => {
    const viewer = await requireViewer(db, request);
    await setLanguage(db, viewer.userId, request.body.language);
    return viewerUserResponse(db, viewer.userId);
  });
};
