import { and, eq } from 'drizzle-orm';
import { ReportRequestSchema, ReportResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import { photos, reports, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { hasBlocked } from '../../members/blocks';
import { findProfileTarget } from '../../members/member-profile';
import { sendAcknowledgement } from '../../mail/acknowledgement-mail';
import { reportAcknowledgementMail } from '../../mail/templates/report-mail';

/** Reports per member IP: each sends an e-mail, and a flood of reports is noise for the reviewers. */
export const REPORT_RATE_LIMIT = { max: 10, timeWindow: 60 * 60_000 };

/**
 * POST /api/report.php `{ profile, photo?, reason, comment? }`: stores a report for review (status
 * open) and mails the reporter a neutral acknowledgement. A member may report a profile they can see,
 * or one they blocked (blocking and reporting often go together); anything else is 404. A photo must
 * belong to the profile reported.
 */
export const reportRoute: RouteModule = (app, { db, messaging }) => {
  app.post(
    '/api/report.php',
    { schema: { body: ReportRequestSchema, response: { 200: ReportResponseSchema } }, config: { rateLimit: REPORT_RATE_LIMIT } },
    async (request, reply) => {
      const viewer = await requireViewer(db, request);
      const { profile, photo, reason, comment } = request.body;
      reply.header('cache-control', 'no-store');
      const reachable = (await findProfileTarget(db, viewer.profileId, profile)) ?? ((await hasBlocked(db, viewer.profileId, profile)) ? { id: profile } : null);
      if (!reachable) throw notFound('Profile not found');
      if (photo !== undefined) {
        const [owned] = await db.select({ id: photos.id }).from(photos).where(and(eq(photos.id, photo), eq(photos.profileId, profile)));
        if (!owned) throw notFound('Photo not found');
      }
      await db.insert(reports).values({
        reporterProfileId: viewer.profileId,
        reportedProfileId: profile,
        reportedPhotoId: photo ?? null,
        category: reason,
        text: comment ?? '',
      });
      const [account] = await db.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, viewer.userId));
      if (account) await sendAcknowledgement(messaging, request.log, reportAcknowledgementMail(account.email, account.language), 'report acknowledgement');
      return { reported: true as const };
    },
  );
};
