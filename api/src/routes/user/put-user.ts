import { eq } from 'drizzle-orm';
import { UpdateUserRequestSchema, UserResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { users } from '../../db/schema';
import { viewerUserResponse } from '../../members/user-record';

/** PUT /api/user.php `{ language }`: sent by the shell on a locale change while logged in. */
export const putUserRoute: RouteModule = (app, { db }) => {
  app.put(
    '/api/user.php',
    { schema: { body: UpdateUserRequestSchema, response: { 200: UserResponseSchema } } },
    async (request) => {
      const viewer = await requireViewer(db, request);
      await db.update(users).set({ language: request.body.language }).where(eq(users.id, viewer.userId));
      return viewerUserResponse(db, viewer.userId);
    },
  );
};
