import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { profiles } from '../db/schema';

/** The member shows as offline from now on (logged out, or the page was hidden), last seen now. */
export async function markOffline(db: Db, profileId: number): Promise<void> {
  await db.update(profiles).set({ online: false, lastSeenAt: new Date() }).where(eq(profiles.id, profileId));
}
