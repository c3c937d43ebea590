/** Column shapes every domain's tables repeat: timestamps are always stored with their time zone. */
import { timestamp } from 'drizzle-orm/pg-core';

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};
export const tz = (name: string) => timestamp(name, { withTimezone: true });
