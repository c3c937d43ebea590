import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_DAILY_LIMIT, PASSWORD_RESET_TTL_MINUTES } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { users } from '../db/schema';
import { replacePassword } from './new-password';
import { claimOneTimeToken, issueOneTimeToken, type IssueResult } from './one-time-tokens';
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
  if (!claimed) return null;
  const [account] = await tx.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, claimed.userId));
  if (!account || account.deletedAt) return null;
  await replacePassword(tx, account.id, await hashPassword(newPassword), now);
  return account.id;
}
