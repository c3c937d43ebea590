import { and, eq, sql } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  EMAIL_NOTIFICATION_TYPES,
  type NotificationChannels,
  type NotificationSettings,
} from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notificationSettings, notificationsDisabled } from '../db/schema';
import { sanctionInForce } from '../staff/sanctions/sanctions';

/** The member's switches per notification type; a type without a row is on for e-mail and push. */
export async function loadNotificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const rows = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const settings = defaultNotificationSettings();
  for (const row of rows) settings[row.type] = { email: row.email, push: row.push };
  return settings;
}

/** Stores every type's switches in one statement (an upsert per type), so a save is never half done. */
export async function saveNotificationSettings(db: Db, userId: number, settings: NotificationSettings): Promise<void> {
  const rows = EMAIL_NOTIFICATION_TYPES.map((type) => ({ userId, type, email: settings[type].email, push: settings[type].push }));
  await db
    .insert(notificationSettings)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.type],
      set: { email: sql`excluded.email`, push: sql`excluded.push` },
    });
}

/**
 * Whether a notification of `type` may go to the member by `channel`: their switch for it (missing
 * row = on), no sanction in force (a suspended or banned member gets no notification while it lasts;
 * legal notices and account mails do not come through here) and, for e-mail, no reason e-mails were
 * stopped for (fbl, bounce, listunsubscribe). What every sender of notification e-mails and pushes asks first.
 */
export async function mayNotify(
  db: Db,
  userId: number,
  type: keyof NotificationSettings,
  channel: keyof NotificationChannels,
): Promise<boolean> {
  const [row] = await db
    .select({ email: notificationSettings.email, push: notificationSettings.push })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.userId, userId), eq(notificationSettings.type, type)));
  if (row && !row[channel]) return false;
  if (await sanctionInForce(db, userId, new Date())) return false;
  if (channel === 'push') return true;
  const [stopped] = await db
    .select({ reason: notificationsDisabled.reason })
    .from(notificationsDisabled)
    .where(eq(notificationsDisabled.userId, userId))
    .limit(1);
  return stopped === undefined;
}
