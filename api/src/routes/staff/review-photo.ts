import { reviewPhotoEndpoint } from '@dating/shared/contracts/staff-photos';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { reviewPhoto } from '../../photos/moderation/photo-review';

/** POST /api/staff/photo-review.php `{ kind, id, decision, reason? }` (moderators, admins) → the photo's status after it. */
export const reviewPhotoRoute: RouteModule = (app, { db }) => {
  route(app, reviewPhotoEndpoint, async (request, staff) =>
    db.transaction((tx) => reviewPhoto(tx, { ...request.body, staff: { staffId: staff.staffId, role: staff.role } })),
  );
};
