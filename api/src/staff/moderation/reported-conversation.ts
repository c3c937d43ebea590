import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { EndpointResponse } from '@dating/shared/contracts/endpoint';
import type { getReportedConversationEndpoint } from '@dating/shared/contracts/staff-reports';
import type { DbOrTx, Tx } from '../../db/database';
import { chatMedia, conversationParticipants, messages, moderationAppeals, profiles, reports } from '../../db/schema';
import { notFound } from '../../http/errors';
import { recordStaffAction, type StaffActor } from '../audit-log';

/** The most messages a moderator is shown of a reported conversation: its latest ones. */
const READ_MESSAGES_MAX = 500;

async function underAppeal(tx: Tx, decisionId: number): Promise<boolean> {
  const [open] = await tx
    .select({ id: moderationAppeals.id })
    .from(moderationAppeals)
    .where(and(eq(moderationAppeals.decisionId, decisionId), eq(moderationAppeals.status, 'open')));
  return open !== undefined;
}

/**
 * The conversation a report is about, for a moderator: only through a report of that conversation
 * (never another of the members'), read only, and each reading written to the audit log in the same
 * transaction (`conversation_read`, with the report and the conversation). A member's own chat photos
 * are not shown (the message says it was a photo); a GIF of the catalogue is.
 */
export async function readReportedConversation(
  tx: Tx,
  staff: NonNullable<StaffActor>,
  reportId: number,
): Promise<EndpointResponse<typeof getReportedConversationEndpoint>> {
  const [report] = await tx
    .select({
      conversationId: reports.reportedConversationId,
      reportedProfileId: reports.reportedProfileId,
      status: reports.status,
      decisionId: reports.decisionId,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report?.conversationId) throw notFound('No such conversation report.');
  // Readable while there is something to decide on it: the report open, or its decision under appeal.
  if (report.status !== 'open' && !(report.decisionId !== null && (await underAppeal(tx, report.decisionId))))
    throw notFound('No such conversation report.');
  const conversationId = report.conversationId;
  const participants = await tx
    .select({ profileId: profiles.id, name: profiles.name, userId: profiles.userId })
    .from(conversationParticipants)
    .innerJoin(profiles, eq(profiles.id, conversationParticipants.profileId))
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(profiles.id));
  const latest = await tx
    .select({
      id: messages.id,
      from: messages.senderProfileId,
      type: messages.type,
      body: messages.body,
      at: messages.createdAt,
      mediaKind: chatMedia.kind,
      mediaUrl: chatMedia.url,
    })
    .from(messages)
    .leftJoin(chatMedia, eq(chatMedia.id, messages.mediaId))
    // What was reported: the conversation as it stood then, never what the members wrote after.
    // A photo message still held for review had reached neither side's view but its sender's: not what was reported.
    .where(and(eq(messages.conversationId, conversationId), lte(messages.createdAt, report.createdAt), eq(messages.heldForReview, false)))
    .orderBy(desc(messages.id))
    .limit(READ_MESSAGES_MAX);
  const shown = latest.reverse();
  const reported = participants.find((participant) => participant.profileId === report.reportedProfileId);
  await recordStaffAction(tx, {
    actor: staff,
    action: 'conversation_read',
    ...(reported?.userId ? { memberUserId: reported.userId } : {}),
    ...(report.reportedProfileId === null ? {} : { profileId: report.reportedProfileId }),
    detail: { report_id: reportId, conversation_id: conversationId, messages: shown.length },
  });
  return {
    conversation_id: conversationId,
    participants: participants.map((participant) => ({ profile_id: participant.profileId, name: participant.name })),
    messages: shown.map((message) => ({
      id: Number(message.id),
      from_profile_id: message.from,
      type: message.type,
      body: message.body,
      media_url: message.mediaKind === 'gif' ? message.mediaUrl : null,
      created_at: message.at.toISOString(),
    })),
  };
}

/** Whether a profile takes part in a conversation (a conversation report names one the reporter is in, with the profile reported). */
export async function takesPart(db: DbOrTx, conversationId: number, profileIds: number[]): Promise<boolean> {
  const rows = await db
    .select({ profileId: conversationParticipants.profileId })
    .from(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), inArray(conversationParticipants.profileId, profileIds)));
  return new Set(rows.map((row) => row.profileId)).size === new Set(profileIds).size;
}
