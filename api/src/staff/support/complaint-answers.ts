/**
 * Support's work on a complaint: answering it by e-mail, closing and reopening it. Each in the caller's
 * transaction with its audit row; the answer's mail is enqueued in it (complaints/complaint-mails.ts).
 */
import { eq } from 'drizzle-orm';
import { complaintReference } from '@dating/shared/contracts/staff-support';
import type { Tx } from '../../db/database';
import { complaintReplies, complaints } from '../../db/schema';
import { enqueueAnswerMail } from '../../complaints/complaint-mails';
import { recordStaffAction, type StaffActor } from '../audit-log';

type Actor = NonNullable<StaffActor>;

/** The complaint, locked for the change: two staff members acting on it at once take turns. */
async function lockComplaint(tx: Tx, id: number) {
  const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
  return row ?? null;
}

/**
 * Stores support's answer, enqueues its mail to the complaint's address and marks the complaint answered
 * (a closed one too: writing again means the matter is open with the member). False when there is no such
 * complaint.
 */
export async function answerComplaint(tx: Tx, input: { actor: Actor; complaintId: number; body: string; now: Date }): Promise<boolean> {
  const complaint = await lockComplaint(tx, input.complaintId);
  if (!complaint) return false;
  const [answer] = await tx
    .insert(complaintReplies)
    .values({ complaintId: complaint.id, staffId: input.actor.staffId, body: input.body, createdAt: input.now })
    .returning({ id: complaintReplies.id });
  await tx.update(complaints).set({ status: 'answered' }).where(eq(complaints.id, complaint.id));
  await enqueueAnswerMail(tx, answer!.id, input.now);
  await recordStaffAction(tx, {
    actor: input.actor,
    action: 'complaint_answered',
    ...(complaint.userId === null ? {} : { memberUserId: complaint.userId }),
    detail: { complaint_id: complaint.id, reference: complaintReference(complaint.id), answer_id: answer!.id, from: complaint.status },
    at: input.now,
  });
  return true;
}

/**
 * Closes a complaint or reopens it (back to `open`, the inbox's first tab). Setting the status it has already
 * changes nothing and writes no audit row. False when there is no such complaint.
 */
export async function setComplaintStatus(
  tx: Tx,
  input: { actor: Actor; complaintId: number; status: 'open' | 'closed'; now: Date },
): Promise<boolean> {
  const complaint = await lockComplaint(tx, input.complaintId);
  if (!complaint) return false;
  if (complaint.status === input.status) return true;
  await tx.update(complaints).set({ status: input.status }).where(eq(complaints.id, complaint.id));
  await recordStaffAction(tx, {
    actor: input.actor,
    action: input.status === 'closed' ? 'complaint_closed' : 'complaint_reopened',
    ...(complaint.userId === null ? {} : { memberUserId: complaint.userId }),
    detail: { complaint_id: complaint.id, reference: complaintReference(complaint.id), from: complaint.status },
    at: input.now,
  });
  return true;
}
