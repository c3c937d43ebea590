import { unblockProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { unblock } from '../../members/blocks';

/** DELETE /api/block.php `{ profile }`: lifts the member's own block (the settings list's undo). */
export const unblockProfileRoute: RouteModule = (app, { db }) => {
  route(app, unblockProfileEndpoint, async (request, viewer) => {
    await unblock(db, viewer.profileId, request.body.profile);
    return { blocked: false };
  });
};
