import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { OfflineProfile, ProfileReportGroup, QueueProfile } from '@dating/shared/contracts/staff-reports';
import type { DbOrTx } from '../../db/database';
import { messages, moderationDecisions, personaReplies, profiles, reports } from '../../db/schema';
import { asGround, mainPhoto, QUEUE_REPORTS_MAX, REPORT_COLUMNS, reportedPhoto, reporter, toQueueReport, url } from './report-queue';

/*
 * The queue of reports about the site's own (fictional) profiles — the personas the operator inbox answers
 * as (docs/operator-inbox.md). Most members' chats are with them, so most reports are. They have no account
 * to warn or suspend: the decisions fit what the site owns (profile-decisions.ts).
 */

/** SQL condition on `profiles`: one of the site's own profiles (both columns, as everywhere they are picked). */
export const siteProfile = (): SQL => and(eq(profiles.fictional, true), isNull(profiles.userId)) as SQL;

/**
 * SQL condition on `reports`: the report names a conversation that `staffId` wrote in as the profile. Such a
 * report is not theirs to judge — they would judge their own messages — so it is left out of their queue and
 * their decision on it is a 404, as an appeal against one's own decision is.
 */
export const aboutOwnConversation = (staffId: number): SQL =>
  sql`(${reports.reportedConversationId} IS NOT NULL AND EXISTS (SELECT 1 FROM ${personaReplies} JOIN ${messages} ON ${messages.id} = ${personaReplies.messageId} WHERE ${messages.conversationId} = ${reports.reportedConversationId} AND ${personaReplies.staffId} = ${staffId}))`;

const PROFILE_COLUMNS = {
  profileId: profiles.id,
  name: profiles.name,
  thumb: mainPhoto.thumbFilename,
  offlineDecisionId: profiles.offlineDecisionId,
};
const toProfile = (row: { profileId: number; name: string; thumb: string | null; offlineDecisionId: number | null }): QueueProfile => ({
  profile_id: row.profileId,
  name: row.name,
  photo_url: url(row.thumb),
  offline: row.offlineDecisionId !== null,
});

/**
 * The open reports about site profiles, grouped per profile: each group's reports oldest first, the groups
 * ordered by their oldest report — but none about a conversation the viewer wrote in as the profile.
 */
export async function loadProfileReportGroups(db: DbOrTx, staffId: number): Promise<ProfileReportGroup[]> {
  const rows = await db
    .select({ ...PROFILE_COLUMNS, ...REPORT_COLUMNS })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .leftJoin(mainPhoto, and(eq(mainPhoto.profileId, profiles.id), eq(mainPhoto.isMain, true)))
    .leftJoin(reporter, eq(reporter.id, reports.reporterProfileId))
    .leftJoin(reportedPhoto, eq(reportedPhoto.id, reports.reportedPhotoId))
    .where(and(eq(reports.status, 'open'), siteProfile(), sql`NOT ${aboutOwnConversation(staffId)}`))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_REPORTS_MAX);
  const groups = new Map<number, ProfileReportGroup>();
  for (const row of rows) {
    let group = groups.get(row.profileId);
    if (!group) {
      group = { profile: toProfile(row), oldest_at: row.createdAt.toISOString(), reports: [] };
      groups.set(row.profileId, group);
    }
    group.reports.push(toQueueReport(row));
  }
  // Rows come oldest first, so the groups were met in the order of their oldest report.
  return [...groups.values()];
}

/** The site profiles a decision took offline, the latest first: a moderator may put them back online. */
export async function loadOfflineProfiles(db: DbOrTx): Promise<OfflineProfile[]> {
  const rows = await db
    .select({
      ...PROFILE_COLUMNS,
      decisionId: moderationDecisions.id,
      ground: moderationDecisions.ground,
      facts: moderationDecisions.facts,
      decidedAt: moderationDecisions.createdAt,
    })
    .from(profiles)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, profiles.offlineDecisionId))
    .leftJoin(mainPhoto, and(eq(mainPhoto.profileId, profiles.id), eq(mainPhoto.isMain, true)))
    .where(and(isNotNull(profiles.offlineDecisionId), siteProfile()))
    .orderBy(desc(moderationDecisions.createdAt), desc(moderationDecisions.id))
    .limit(QUEUE_REPORTS_MAX);
  return rows.map((row) => ({
    profile: toProfile(row),
    decision: { id: row.decisionId, ground: asGround(row.ground), facts: row.facts, created_at: row.decidedAt.toISOString() },
  }));
}
