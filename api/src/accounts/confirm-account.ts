import { and, eq, isNull } from 'drizzle-orm';
import { claimOneTimeToken } from '../auth/one-time-tokens';
import type { DbOrTx } from '../db/database';
import { profiles, users } from '../db/schema';

/**
 * Confirms an account: user `confirmed`, profile `active`. An account that is deleted or
 * waiting for deletion is left alone (null). An activation link and a mail-change link both prove
 * the mailbox, so both end here.
 */
export async function confirmAccount(tx: DbOrTx, userId: number): Promise<number | null> {
  const [account] = await tx
    .update(users)
    .set({ status: 'confirmed' })
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.deletionRequestedAt)))
    .returning({ id: users.id });
  if (!account) return null;
  await tx.update(profiles).set({ status: 'active' }).where(eq(profiles.userId, account.id));
  return account.id;
}

/** Claims an activation token and confirms its account (the token is spent either way). */
export async function activateAccount(tx: DbOrTx, token: string, now: Date): Promise<number | null> {
  const claimed = await claimOneTimeToken(tx, 'activation', token, now);
  if (!claimed) return null;
  return confirmAccount(tx, claimed.userId);
}
