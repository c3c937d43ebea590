import { getPhotoQueueEndpoint } from '@dating/shared/contracts/staff-photos';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { photoQueue } from '../../photos/moderation/photo-queue';

/** GET /api/staff/photo-queue.php?member= (moderators, admins) → the photos waiting for review, oldest first. */
export const getPhotoQueueRoute: RouteModule = (app, { db }) => {
  route(app, getPhotoQueueEndpoint, async (request) => photoQueue(db, { memberUserId: request.query.member }));
};
