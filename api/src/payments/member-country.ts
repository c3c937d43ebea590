import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { profiles } from '../db/schema';

/** The country of the member's own profile (where they live), the payment country before any GeoIP guess; null without a profile. */
export async function memberCountry(db: DbOrTx, userId: number): Promise<string | null> {
  const [own] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return own?.country ?? null;
}
