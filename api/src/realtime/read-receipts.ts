import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';

/** The member's read-receipts switch (PUT /api/read-receipts.php). */
export async function setReadReceipts(db: DbOrTx, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ readReceipts: on }).where(eq(users.id, userId));
}

/**
 * Whether read receipts flow between these members: only when every one of them sends them (a member
 * who switched them off sends none and sees none). A member gone (or a fictional profile's absent
 * member, left out by the caller) does not hold them back.
 */
export async function readReceiptsBetween(db: DbOrTx, userIds: readonly number[]): Promise<boolean> {
  if (userIds.length === 0) return true;
  const rows = await db
    .select({ on: users.readReceipts })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return rows.every((row) => row.on);
}
