import { decideProfileEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { decideAboutProfile } from '../../staff/moderation/profile-decisions';

/**
 * POST /api/staff/profile-decision.php (moderators, admins): a decision about one of the site's own profiles —
 * dismiss, remove its photo, take it offline or put it back online; the reporters' notes go out from the job queue.
 */
export const decideProfileRoute: RouteModule = (app, { db }) => {
  route(app, decideProfileEndpoint, async (request, staff) => {
    const { body } = request;
    const decided = await db.transaction((tx) =>
      decideAboutProfile(tx, {
        staff,
        profileId: body.profile,
        kind: body.kind,
        ground: body.ground,
        facts: body.facts,
        photoId: body.photo,
        reportIds: body.reports,
      }),
    );
    return { decision: decided.decisionId };
  });
};
