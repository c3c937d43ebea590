import { eq } from 'drizzle-orm';
import type { Locale, PushSubscriptionRequest } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notificationsDisabled, pushSubscriptions, users } from '../db/schema';

/**
 * Invisible mode: search, profile views and online state already leave out an invisible
 * member (members/member-search.ts, member-profile.ts, profile-summaries.ts); this is the switch.
 */
export async function setInvisible(db: Db, userId: number, invisible: boolean): Promise<void> {
  await db.update(users).set({ invisible }).where(eq(users.id, userId));
}

/**
 * The member asks for e-mail again after a bounce, a spam complaint or a list-unsubscribe:
 * every reason is cleared. Senders ask `mayNotify` (notification-settings.ts), which reads this table,
 * so mails resume at once; a new bounce or complaint simply adds its reason again.
 */
export async function clearNotificationsDisabled(db: Db, userId: number): Promise<void> {
  await db.delete(notificationsDisabled).where(eq(notificationsDisabled.userId, userId));
}

/** The member's language (the shell sends it on a locale change while logged in): mails follow it. */
export async function setLanguage(db: Db, userId: number, language: Locale): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/**
 * Stores a browser's push subscription for the member. An endpoint is unique: re-subscribing (or a
 * browser handed to another member) moves it to the current member.
 */
export async function savePushSubscription(db: Db, userId: number, subscription: PushSubscriptionRequest['subscription']): Promise<void> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    expirationTime: subscription.expirationTime ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } });
}

/**
 * Push off for the member (settings): every stored subscription of theirs goes, on every device, so
 * nothing is pushed any more; the browser drops its own subscription as well. Turning push on again
 * registers a new one (POST /api/user.php?push=1).
 */
export async function removePushSubscriptions(db: Db, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
