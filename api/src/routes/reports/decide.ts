import { decideEndpoint } from '@dating/shared/contracts/staff-reports';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { decide } from '../../staff/moderation/decide';
import { closeMemberEverywhere } from '../../staff/sanctions/sanctions';

const DAY_MS = 86_400_000;

/**
 * POST /api/staff/moderation-decision.php (moderators, admins): a decision about a member, from the reports
 * queue or the member's page. The statement of reasons and the reporters' notes go out from the job queue;
 * a suspension or ban closes the member's sockets once committed.
 */
export const decideRoute: RouteModule = (app, ctx) => {
  route(app, decideEndpoint, async (request, staff) => {
    const { body } = request;
    const now = new Date();
    const outcome = await ctx.db.transaction((tx) =>
      decide(tx, {
        staff,
        memberUserId: body.member,
        kind: body.kind,
        ground: body.ground,
        facts: body.facts,
        photoId: body.photo,
        suspendedUntil: body.suspend_days === undefined ? undefined : new Date(now.getTime() + body.suspend_days * DAY_MS),
        reportIds: body.reports,
        now,
      }),
    );
    if (outcome.sanctioned) closeMemberEverywhere(ctx.realtime, body.member);
    return { decision: outcome.decisionId };
  });
};
