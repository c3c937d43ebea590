import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { PASSWORD_RESET_DAILY_LIMIT, PASSWORD_RESET_TTL_MINUTES } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { sessions, tokens, users } from '../db/schema';
import { hashPassword } from './passwords';
import { hashToken } from './sessions';

const DAY_MS = 24 * 60 * 60_000;

/** A reset token as it travels in the link: 256 random bits, base64url. Only its SHA-256 is stored. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

export type IssueResult = { ok: true; token: string; expiresAt: Date } | { ok: false; reason: 'daily_limit' };

/**
 * Issues a reset token for `userId`, unless PASSWORD_RESET_DAILY_LIMIT were already issued in the
 * last 24 hours. Run inside a transaction: the user row is locked first, so two requests at once
 * cannot both pass the count.
 */
export async function issueResetToken(tx: DbOrTx, userId: number, now: Date): Promise<IssueResult> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), eq(tokens.kind, 'reset'), gt(tokens.createdAt, new Date(now.getTime() - DAY_MS))));
  if ((row?.count ?? 0) >= PASSWORD_RESET_DAILY_LIMIT) return { ok: false, reason: 'daily_limit' };
  const token = newResetToken();
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  await tx.insert(tokens).values({ userId, kind: 'reset', tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { ok: true, token, expiresAt };
}

/**
 * Uses a reset token: sets the new password (argon2id), marks the token used and ends every session
 * of the member. Returns the member's id, or null when the token is unknown, expired, used, or its
 * account is gone. Run inside a transaction; the token is claimed with a conditional UPDATE, so two
 * submits of one link cannot both succeed.
 */
export async function consumeResetToken(tx: DbOrTx, token: string, newPassword: string, now: Date): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [claimed] = await tx
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, 'reset'), isNull(tokens.usedAt), gt(tokens.expiresAt, now)))
    .returning({ userId: tokens.userId });
  if (!claimed) return null;
  const [account] = await tx.select({ id: users.id, deletedAt: users.deletedAt }).from(users).where(eq(users.id, claimed.userId));
  if (!account || account.deletedAt) return null;
  await tx.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, account.id));
  // Any other reset link still open for this member is void too: the password it would reset is gone.
  await tx.update(tokens).set({ usedAt: now }).where(and(eq(tokens.userId, account.id), eq(tokens.kind, 'reset'), isNull(tokens.usedAt)));
  await tx.delete(sessions).where(eq(sessions.userId, account.id));
  return account.id;
}
