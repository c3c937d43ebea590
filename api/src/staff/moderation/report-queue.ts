import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  MODERATION_DECISION_KINDS,
  MODERATION_GROUNDS,
  type ModerationDecisionKind,
  type ModerationGround,
} from '@dating/shared/contracts/appeals';
import { REPORT_REASONS, type ReportReason } from '@dating/shared/contracts/reports';
import type { QueueAppeal, QueueMember, QueueReport, ReportGroup } from '@dating/shared/contracts/staff-reports';
import type { DbOrTx } from '../../db/database';
import { moderationAppeals, moderationDecisions, photos, profiles, reports, users } from '../../db/schema';
import { PHOTO_URL_PREFIX } from '../../members/main-image';

/** At most this many open reports are read at once: the oldest, which are the ones to handle first. */
export const QUEUE_REPORTS_MAX = 1000;

export const reporter = alias(profiles, 'reporter');
export const reportedPhoto = alias(photos, 'reported_photo');
export const mainPhoto = alias(photos, 'main_photo');

export const url = (file: string | null) => (file ? `${PHOTO_URL_PREFIX}${file}` : null);
const iso = (at: Date | null) => (at ? at.toISOString() : null);
const asReason = (category: string): ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(category) ? (category as ReportReason) : 'other';
export const asGround = (ground: string): ModerationGround =>
  (MODERATION_GROUNDS as readonly string[]).includes(ground) ? (ground as ModerationGround) : 'terms_other';
const asKind = (kind: string): ModerationDecisionKind =>
  (MODERATION_DECISION_KINDS as readonly string[]).includes(kind) ? (kind as ModerationDecisionKind) : 'warn';

const MEMBER_COLUMNS = {
  userId: users.id,
  profileId: profiles.id,
  name: profiles.name,
  thumb: mainPhoto.thumbFilename,
  suspendedUntil: users.suspendedUntil,
  bannedAt: users.bannedAt,
};

type MemberRow = {
  userId: number;
  profileId: number | null;
  name: string | null;
  thumb: string | null;
  suspendedUntil: Date | null;
  bannedAt: Date | null;
};
const toMember = (row: MemberRow): QueueMember => ({
  user_id: row.userId,
  profile_id: row.profileId,
  name: row.name,
  photo_url: url(row.thumb),
  suspended_until: iso(row.suspendedUntil),
  banned_at: iso(row.bannedAt),
});

/** The columns of one report as a queue shows it (with `reporter` and `reportedPhoto` joined). */
export const REPORT_COLUMNS = {
  id: reports.id,
  createdAt: reports.createdAt,
  category: reports.category,
  text: reports.text,
  reporterId: reporter.id,
  reporterName: reporter.name,
  photoId: reportedPhoto.id,
  photoFile: reportedPhoto.filename,
  photoStatus: reportedPhoto.status,
  conversationId: reports.reportedConversationId,
};

type ReportRow = {
  id: number;
  createdAt: Date;
  category: string;
  text: string;
  reporterId: number | null;
  reporterName: string | null;
  photoId: number | null;
  photoFile: string | null;
  photoStatus: 'active' | 'pending' | 'rejected' | null;
  conversationId: number | null;
};

export const toQueueReport = (row: ReportRow): QueueReport => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  reason: asReason(row.category),
  comment: row.text,
  reporter: row.reporterId === null ? null : { profile_id: row.reporterId, name: row.reporterName ?? '' },
  photo:
    row.photoId === null
      ? null
      : { id: row.photoId, url: row.photoStatus === 'rejected' ? null : url(row.photoFile), status: row.photoStatus ?? 'rejected' },
  conversation_id: row.conversationId,
});

/**
 * The open reports about members, grouped per reported member: each group's reports oldest first, the
 * groups ordered by their oldest report (the member waiting longest comes first). Reports about the site's
 * own fictional profiles (no account) have a queue of their own (profile-report-queue.ts).
 */
export async function loadReportGroups(db: DbOrTx): Promise<ReportGroup[]> {
  const rows = await db
    .select({
      ...MEMBER_COLUMNS,
      ...REPORT_COLUMNS,
    })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .leftJoin(mainPhoto, and(eq(mainPhoto.profileId, profiles.id), eq(mainPhoto.isMain, true)))
    .leftJoin(reporter, eq(reporter.id, reports.reporterProfileId))
    .leftJoin(reportedPhoto, eq(reportedPhoto.id, reports.reportedPhotoId))
    .where(eq(reports.status, 'open'))
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .limit(QUEUE_REPORTS_MAX);
  const groups = new Map<number, ReportGroup>();
  for (const row of rows) {
    let group = groups.get(row.userId);
    if (!group) {
      group = { member: toMember(row), oldest_at: row.createdAt.toISOString(), reports: [] };
      groups.set(row.userId, group);
    }
    group.reports.push(toQueueReport(row));
  }
  // Rows come oldest first, so the groups were met in the order of their oldest report.
  return [...groups.values()];
}

/**
 * The open appeals, oldest first, except those against the viewer's own decisions: an appeal is reviewed
 * by a moderator other than the one who decided.
 */
export async function loadOpenAppeals(db: DbOrTx, staffId: number): Promise<QueueAppeal[]> {
  const rows = await db
    .select({
      ...MEMBER_COLUMNS,
      id: moderationAppeals.id,
      createdAt: moderationAppeals.createdAt,
      text: moderationAppeals.text,
      language: moderationAppeals.language,
      decisionId: moderationDecisions.id,
      kind: moderationDecisions.kind,
      ground: moderationDecisions.ground,
      facts: moderationDecisions.facts,
      decidedAt: moderationDecisions.createdAt,
      until: moderationDecisions.suspendedUntil,
    })
    .from(moderationAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .innerJoin(users, eq(users.id, moderationAppeals.memberUserId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(mainPhoto, and(eq(mainPhoto.profileId, profiles.id), eq(mainPhoto.isMain, true)))
    .where(and(eq(moderationAppeals.status, 'open'), ne(moderationDecisions.staffId, staffId)))
    .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id))
    .limit(QUEUE_REPORTS_MAX);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    text: row.text,
    language: row.language,
    member: toMember(row),
    decision: {
      id: row.decisionId,
      kind: asKind(row.kind),
      ground: asGround(row.ground),
      facts: row.facts,
      created_at: row.decidedAt.toISOString(),
      suspended_until: iso(row.until),
    },
  }));
}
