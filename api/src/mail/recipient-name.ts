import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { profiles } from '../db/schema';

/** The member's profile name for a mail's greeting; null for an account without a profile. */
export async function recipientName(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.name ?? null;
}
