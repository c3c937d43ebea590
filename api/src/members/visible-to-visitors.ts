import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';

/**
 * The member's choice to be seen by visitors. Even on, a visitor sees no photo of theirs until a
 * moderator approved it: public surfaces show only photos that passed a review (docs/public-surfaces.md).
 */
export async function setVisibleToVisitors(db: DbOrTx, userId: number, on: boolean): Promise<void> {
  await db.update(users).set({ visibleToVisitors: on }).where(eq(users.id, userId));
}
