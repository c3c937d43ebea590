import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { sessions, users } from '../db/schema';
import { voidOneTimeTokens } from './one-time-tokens';

/**
 * A member's new password (from a reset link or the settings), already hashed with argon2id: stored,
 * every open reset link voided (it would reset a password that is gone) and every session ended (the
 * caller starts a fresh one for the browser that asked). Run inside a transaction.
 */
export async function replacePassword(tx: DbOrTx, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await voidOneTimeTokens(tx, userId, 'reset', now);
  await tx.delete(sessions).where(eq(sessions.userId, userId));
}
