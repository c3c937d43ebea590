/**
 * The console home's figures (docs/moderation.md, "The console home"): what each role starts the day with,
 * counted only (never the lists), and each only for a role that may open its page. Who may see a figure is
 * what its page's own call admits (its endpoint descriptor's staff roles), so the home never shows a
 * figure of a page the role gets a 404 for.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Access, StaffRole } from '@dating/shared/contracts/endpoint';
import type { StaffHomeFigures } from '@dating/shared/contracts/staff-home';
import { getInboxEndpoint } from '@dating/shared/contracts/staff-inbox';
import { getPhotoQueueEndpoint } from '@dating/shared/contracts/staff-photos';
import { getProfileReportQueueEndpoint, getReportQueueEndpoint } from '@dating/shared/contracts/staff-reports';
import { getJobQueueEndpoint, listStaffComplaintsEndpoint } from '@dating/shared/contracts/staff-support';
import type { DbOrTx } from '../db/database';
import { complaints, jobs, moderationAppeals, moderationDecisions, profiles, reports, users } from '../db/schema';
import { photoQueueTotal } from '../photos/moderation/photo-queue';
import { listWaiting } from './inbox/inbox-queue';
import { aboutOwnConversation, siteProfile } from './moderation/profile-report-queue';

const admits = (access: Access, role: StaffRole) => typeof access === 'object' && access.staff.includes(role);

/** The open reports the moderators' queue holds: about members (a profile with an account), not the site's own. */
async function openReports(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(reports.status, 'open'));
  return row?.n ?? 0;
}

/**
 * The open reports the "Site profiles" tab shows `staffId`: about the site's own profiles, but none about a
 * conversation they wrote in as the profile (not theirs to judge, so not in their tab either).
 */
async function openProfileReports(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reports)
    .innerJoin(profiles, eq(profiles.id, reports.reportedProfileId))
    .where(and(eq(reports.status, 'open'), siteProfile(), sql`NOT ${aboutOwnConversation(staffId)}`));
  return row?.n ?? 0;
}

/** The open appeals `staffId` may review: every one but those against their own decisions. */
async function openAppeals(db: DbOrTx, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(moderationAppeals)
    .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
    .innerJoin(users, eq(users.id, moderationAppeals.memberUserId))
    .where(and(eq(moderationAppeals.status, 'open'), ne(moderationDecisions.staffId, staffId)));
  return row?.n ?? 0;
}

async function openComplaints(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(eq(complaints.status, 'open'));
  return row?.n ?? 0;
}

async function deadJobs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'dead'));
  return row?.n ?? 0;
}

/** The figures for `viewer`'s role; those of pages the role may not open are left out (not even counted). */
export async function staffHomeFigures(
  db: DbOrTx,
  viewer: { staffId: number; role: StaffRole },
  now = new Date(),
): Promise<StaffHomeFigures> {
  const { role } = viewer;
  const moderates = admits(getPhotoQueueEndpoint.access, role);
  const readsReports = admits(getReportQueueEndpoint.access, role);
  const [inbox, photos, reported, profileReported, appeals, complaintsOpen, dead] = await Promise.all([
    admits(getInboxEndpoint.access, role) ? listWaiting(db, {}, now).then((rows) => rows.length) : null,
    moderates ? photoQueueTotal(db) : null,
    readsReports ? openReports(db) : null,
    admits(getProfileReportQueueEndpoint.access, role) ? openProfileReports(db, viewer.staffId) : null,
    readsReports ? openAppeals(db, viewer.staffId) : null,
    admits(listStaffComplaintsEndpoint.access, role) ? openComplaints(db) : null,
    admits(getJobQueueEndpoint.access, role) ? deadJobs(db) : null,
  ]);
  return {
    ...(inbox === null ? {} : { inbox_waiting: inbox }),
    ...(photos === null ? {} : { photos_waiting: photos }),
    ...(reported === null ? {} : { open_reports: reported }),
    ...(profileReported === null ? {} : { open_profile_reports: profileReported }),
    ...(appeals === null ? {} : { open_appeals: appeals }),
    ...(complaintsOpen === null ? {} : { open_complaints: complaintsOpen }),
    ...(dead === null ? {} : { dead_jobs: dead }),
  };
}
