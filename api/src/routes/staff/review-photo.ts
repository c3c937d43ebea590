import { reviewPhotoEndpoint } from '@dating/shared/contracts/staff-photos';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { reviewPhoto } from '../../photos/moderation/photo-review';

/** POST /api/staff/photo-review.php `{ kind, id, decision, reason? }` (moderators, admins) → the photo's status after it. */
export const reviewPhotoRoute: RouteModule = (app, { db, realtime, staffRealtime, config }) => {
  route(app, reviewPhotoEndpoint, async (request, staff) => {
    const { status, after } = await db.transaction((tx) =>
      reviewPhoto(tx, {
        ...request.body,
        staff: { staffId: staff.staffId, role: staff.role },
        mailDelaySeconds: config.messageMailDelaySeconds,
      }),
    );
    // After the commit, never before (a chat photo's message delivered on approval, its sender told of a rejection).
    realtime.publish(after.woken);
    if (after.personaConversation !== null) staffRealtime.inboxChanged(after.personaConversation);
    return { status };
  });
};
