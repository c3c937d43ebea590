import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReportRequest } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { photos, reports } from '../db/schema';
import { notFound } from '../http/errors';
import { sendAcknowledgement } from '../mail/acknowledgement-mail';
import { recipientName } from '../mail/recipient-name';
import { reportAcknowledgementMail } from '../mail/templates/report-mail';
import { hasBlocked } from '../members/blocks';
import { findProfileTarget } from '../members/member-profile';
import { accountContact } from '../members/user-record';
import { takesPart } from '../staff/moderation/reported-conversation';

/**
 * Stores a member's report for review (status open) and mails the reporter a neutral
 * acknowledgement. A member may report a profile they can see, or one they blocked (blocking and
 * reporting often go together); anything else is 404. A photo must belong to the profile reported, a
 * conversation must be the reporter's with it (the moderators may then read that conversation).
 */
export async function fileReport(
  ctx: AppContext,
  reporter: { userId: number; profileId: number },
  report: ReportRequest,
  /** Where a failed acknowledgement is logged. */
  log: FastifyBaseLogger,
): Promise<void> {
  const { db } = ctx;
  const { profile, photo, conversation, reason, comment } = report;
  const reachable =
    (await findProfileTarget(db, reporter.profileId, profile)) ??
    ((await hasBlocked(db, reporter.profileId, profile)) ? { id: profile } : null);
  if (!reachable) throw notFound('Profile not found');
  if (photo !== undefined) {
    const [owned] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, photo), eq(photos.profileId, profile)));
    if (!owned) throw notFound('Photo not found');
  }
  // A conversation report names a conversation between the reporter and the profile reported, nothing else.
  if (conversation !== undefined && !(await takesPart(db, conversation, [reporter.profileId, profile])))
    throw notFound('Conversation not found');
  await db.insert(reports).values({
    reporterProfileId: reporter.profileId,
    reportedProfileId: profile,
    reportedPhotoId: photo ?? null,
    reportedConversationId: conversation ?? null,
    category: reason,
    text: comment ?? '',
  });
  const account = await accountContact(db, reporter.userId);
  if (account)
    await sendAcknowledgement(
      ctx.mailer,
      log,
      reportAcknowledgementMail(account.email, account.language, await recipientName(db, reporter.userId)),
      'report acknowledgement',
    );
}
