import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_DAILY_LIMIT, PASSWORD_RESET_TTL_MINUTES } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { replacePassword } from './new-password';
import { claimOneTimeToken, issueOneTimeToken, peekOneTimeToken, type IssueResult } from './one-time-tokens';
import { hashPassword } from './passwords';

/**
 * Issues a reset token for `userId`, unless PASSWORD_RESET_DAILY_LIMIT were already issued in the
 * last 24 hours. Run inside a transaction (the daily count locks the user row).
 */
export function issueResetToken(tx: DbOrTx, userId: number, now: Date): Promise<IssueResult> {
  return issueOneTimeToken(tx, {
    kind: 'reset',
    userId,
    now,
    ttlMinutes: PASSWORD_RESET_TTL_MINUTES,
    dailyLimit: PASSWORD_RESET_DAILY_LIMIT,
  });
}

/**
 * Uses a reset token: sets the new password (argon2id), marks the token used and ends every session
 * of the member. Returns the member's id, or null when the token is unknown, expired, used, or its
 * account is gone. Run inside a transaction.
 */
export async function consumeResetToken(tx: DbOrTx, token: string, newPassword: string, now: Date): Promise<number | null> {
  const claimed = await claimOneTimeToken(tx, 'reset', token, now);
  if (!claimed || !(await mayReset(tx, claimed.userId))) return null;
  await replacePassword(tx, claimed.userId, await hashPassword(newPassword), now);
  return claimed.userId;
}

/** The account a reset link names may still reset its password: it exists and is not deleted. */
async function mayReset(db: DbOrTx, userId: number): Promise<boolean> {
  const [account] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  return account !== undefined && account.deletedAt === null;
}

/**
 * The member whose password consumeResetToken would set with the token now, or null (GET
 * /api/password-reset-do.php, when the link's page opens): reads only, the link stays as it was.
 */
export async function resetTokenAccount(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  const found = await peekOneTimeToken(db, 'reset', token, now);
  return found !== null && (await mayReset(db, found.userId)) ? found.userId : null;
}
