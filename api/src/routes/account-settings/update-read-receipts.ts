import { updateReadReceiptsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { viewerUserResponse } from '../../members/user-record';
import { setReadReceipts } from '../../realtime/read-receipts';

/**
 * PUT /api/read-receipts.php `{ read_receipts }` (off: the member sends none and sees none;
 * docs/realtime.md): answers the updated `{ user }`, so the browser can publish it on the bus at once.
 */
export const updateReadReceiptsRoute: RouteModule = (app, { db }) => {
  route(app, updateReadReceiptsEndpoint, async (request, viewer) => {
    await setReadReceipts(db, viewer.userId, request.body.read_receipts);
    return viewerUserResponse(db, viewer.userId);
  });
};
