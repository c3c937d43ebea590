import { eq, sql } from 'drizzle-orm';
import { defaultNotificationSettings, EMAIL_NOTIFICATION_TYPES, type NotificationSettings } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { notificationSettings } from '../db/schema';

/** The member's switches per §3 type; a type without a row is on for e-mail and push. */
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
