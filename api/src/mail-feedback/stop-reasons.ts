import { eq } from 'drizzle-orm';
import type { MailFeedbackRequest, NOTIFICATION_DISABLED_REASONS } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notificationsDisabled, users } from '../db/schema';

type StopReason = (typeof NOTIFICATION_DISABLED_REASONS)[number];

/**
 * Records why notification e-mails to a member stop (spam complaint, bounce, list-unsubscribe):
 * `mayNotify` then refuses every e-mail notification, the user shows the reason, and the member can
 * switch e-mail on again in settings (account-flags.ts). One row per reason: a second bounce or
 * unsubscribe changes nothing.
 */
export async function stopNotificationMails(db: Db, userId: number, reason: StopReason): Promise<void> {
  await db.insert(notificationsDisabled).values({ userId, reason }).onConflictDoNothing();
}

/**
 * A bounce or complaint the mail provider reported. Only a permanent bounce stops mail (a full
 * mailbox is temporary); an address without an account is ignored, the caller answers the same.
 */
export async function recordMailFeedback(db: Db, feedback: MailFeedbackRequest): Promise<void> {
  if (feedback.type === 'bounce' && feedback.permanent !== true) return;
  // Addresses are stored lower-cased (db/schema/users-and-sessions.ts), so this is the case-insensitive match.
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, feedback.email.toLowerCase()));
  if (!member) return;
  await stopNotificationMails(db, member.id, feedback.type === 'complaint' ? 'fbl' : 'bounce');
}
