import type { StaffRole } from '@dating/shared/contracts/endpoint';
import type { Tx } from '../db/database';
import { staffAuditLog } from '../db/schema';

/** What a staff member (or the command line) did; the console's later actions add theirs here. */
type StaffAction =
  | 'account_created'
  | 'account_set_up'
  | 'login'
  | 'totp_enrolled'
  | 'recovery_code_used'
  | 'logout_everywhere'
  // Five wrong second factors in a row (staff-login.ts).
  | 'account_locked'
  // An admin's work on the team (staff/staff-team.ts).
  | 'staff_invited'
  | 'setup_link_issued'
  | 'staff_disabled'
  | 'staff_enabled'
  // The operator inbox (staff/inbox): a lease taken or given back, a message written as a persona, the notes.
  | 'conversation_claimed'
  | 'conversation_released'
  | 'persona_message_sent'
  | 'persona_fact_added'
  | 'persona_fact_removed'
  | 'member_note_added'
  // Photo moderation (photos/moderation): one row per decision on a photo of the queue.
  | 'photo_approved'
  | 'photo_rejected'
  // Reports and appeals (staff/moderation): a decision, a decision on an appeal, a reported conversation read.
  | 'moderation_decided'
  | 'appeal_decided'
  | 'conversation_read'
  // Support (staff/support): a complaint answered by e-mail, closed, reopened; an admin's retry of a dead job.
  | 'complaint_answered'
  | 'complaint_closed'
  | 'complaint_reopened'
  | 'job_retried'
  // The members pages (staff/members): a member's page opened, a refund asked of the provider, a direct-debit block lifted, an account erased.
  | 'member_viewed'
  | 'payment_refunded'
  // The provider's definite no to a refund asked of it (payments/refund-request.ts): nothing went back.
  | 'payment_refund_failed'
  | 'direct_debit_unblocked'
  | 'member_erased';

/** Who acted: a staff member in their role, or `null` for the command line (an operator at the server). */
export type StaffActor = { staffId: number; role: StaffRole } | null;

export interface StaffActionEntry {
  actor: StaffActor;
  action: StaffAction;
  /** The member the action was about, if any. */
  memberUserId?: number;
  /** The profile (a member's or a fictional one) the action was about, if any. */
  profileId?: number;
  /** What changed, for the admins' filter and reading; never a secret, a code or a password. */
  detail?: Record<string, unknown>;
  /** The staff member's own words, where the console asks why. */
  reason?: string;
  /** Defaults to the database's clock. */
  at?: Date;
}

/**
 * Writes one row of the append-only audit log. A transaction handle, not a database: the row is written
 * in the transaction of the change it records, so there is never a change without its row, nor a row for
 * a change that was rolled back.
 */
export async function recordStaffAction(tx: Tx, entry: StaffActionEntry): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: entry.actor?.staffId ?? null,
    role: entry.actor?.role ?? null,
    action: entry.action,
    memberUserId: entry.memberUserId ?? null,
    profileId: entry.profileId ?? null,
    detail: entry.detail ?? {},
    reason: entry.reason ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
