/** The complaints inbox of the staff console: the complaints of one status, oldest first, and one with its answers. */
import { asc, count, eq, max } from 'drizzle-orm';
import {
  COMPLAINT_LIST_LIMIT,
  complaintReference,
  type ComplaintDetail,
  type ComplaintStatus,
  type ComplaintSummary,
} from '@dating/shared/contracts/staff-support';
import type { DbOrTx } from '../../db/database';
import { complaintReplies, complaints, staffAccounts } from '../../db/schema';
import { recipientName } from '../../mail/recipient-name';

type ComplaintRow = typeof complaints.$inferSelect;

function summaryOf(row: ComplaintRow, answeredAt: Date | string | null): ComplaintSummary {
  return {
    id: row.id,
    reference: complaintReference(row.id),
    status: row.status,
    subject: row.subject,
    email: row.email,
    member_user_id: row.userId,
    language: row.language,
    created_at: row.createdAt.toISOString(),
    // An aggregate comes back as text on one driver and a Date on the other.
    answered_at: answeredAt === null ? null : new Date(answeredAt).toISOString(),
  };
}

/** The inbox's tab: the complaints of `status`, the one waiting longest first, and how many each status holds. */
export async function listComplaints(
  db: DbOrTx,
  status: ComplaintStatus,
): Promise<{ complaints: ComplaintSummary[]; counts: Record<ComplaintStatus, number> }> {
  const lastAnswers = db
    .select({ complaintId: complaintReplies.complaintId, at: max(complaintReplies.createdAt).as('at') })
    .from(complaintReplies)
    .groupBy(complaintReplies.complaintId)
    .as('last_answers');
  const [rows, tallies] = await Promise.all([
    db
      .select({ complaint: complaints, answeredAt: lastAnswers.at })
      .from(complaints)
      .leftJoin(lastAnswers, eq(lastAnswers.complaintId, complaints.id))
      .where(eq(complaints.status, status))
      .orderBy(asc(complaints.createdAt), asc(complaints.id))
      .limit(COMPLAINT_LIST_LIMIT),
    db.select({ status: complaints.status, n: count() }).from(complaints).groupBy(complaints.status),
  ]);
  const counts: Record<ComplaintStatus, number> = { open: 0, answered: 0, closed: 0 };
  for (const tally of tallies) counts[tally.status] = tally.n;
  return { complaints: rows.map((row) => summaryOf(row.complaint, row.answeredAt)), counts };
}

/** One complaint with its message and every answer, oldest first; null when there is none. */
export async function loadComplaint(db: DbOrTx, id: number): Promise<ComplaintDetail | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  if (!row) return null;
  const answers = await db
    .select({
      id: complaintReplies.id,
      body: complaintReplies.body,
      createdAt: complaintReplies.createdAt,
      staffEmail: staffAccounts.email,
    })
    .from(complaintReplies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, complaintReplies.staffId))
    .where(eq(complaintReplies.complaintId, id))
    .orderBy(asc(complaintReplies.createdAt), asc(complaintReplies.id));
  return {
    ...summaryOf(row, answers.at(-1)?.createdAt ?? null),
    message: row.message,
    member_reference: row.reference,
    member_name: row.userId === null ? null : await recipientName(db, row.userId),
    answers: answers.map((answer) => ({
      id: answer.id,
      staff_email: answer.staffEmail,
      body: answer.body,
      created_at: answer.createdAt.toISOString(),
    })),
  };
}
