import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { REACTIVATION_DAYS, type DeletionReason } from '@dating/shared/contracts/index';
import { claimOneTimeToken, issueOneTimeToken, voidOneTimeTokens } from '../auth/one-time-tokens';
import { verifyPassword } from '../auth/passwords';
import type { Db, DbOrTx } from '../db/database';
import { accountDeletions, profiles, sessions, users } from '../db/schema';
import { authenticationRequired, validationFailed } from '../http/errors';

const DAY_MS = 24 * 60 * 60_000;
const REACTIVATION_TTL_MINUTES = REACTIVATION_DAYS * 24 * 60;

const WRONG_PASSWORD_MESSAGE = 'Please check your password.';

/** The moment an account whose deletion was requested at `requestedAt` is erased for good. */
function erasureDue(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + REACTIVATION_DAYS * DAY_MS);
}

/** Reactivation is possible while the 14 days after the request have not run out. */
export function isReactivable(requestedAt: Date, now: Date): boolean {
  return now.getTime() < erasureDue(requestedAt).getTime();
}

/**
 * The address and language of an account that asks to be deleted, once its password is checked: a
 * wrong password is a validation error on `password`; an account gone meanwhile is a lost session.
 */
export async function confirmDeletionPassword(db: Db, userId: number, password: string) {
  const [account] = await db
    .select({ email: users.email, language: users.language, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw authenticationRequired();
  if (!(await verifyPassword(account.passwordHash, password))) throw validationFailed('password', WRONG_PASSWORD_MESSAGE);
  return { email: account.email, language: account.language };
}

export interface DeletionRequest {
  userId: number;
  profileId: number;
  reason: DeletionReason;
  comment: string | undefined;
  now: Date;
}

/**
 * Deletes an account the reversible way, in one transaction: user and profile marked (search, the
 * profile view and the lists hide them from that moment), every session ended, the reason kept,
 * and a reactivation token issued (earlier ones voided) that works as long as the account can come back.
 */
export async function requestDeletion(tx: DbOrTx, request: DeletionRequest): Promise<{ token: string; reactivableUntil: Date }> {
  const { userId, profileId, now } = request;
  await tx.update(users).set({ deletionRequestedAt: now }).where(eq(users.id, userId));
  await tx.update(profiles).set({ deletionRequestedAt: now, online: false, updatedAt: now }).where(eq(profiles.id, profileId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const comment = request.comment?.trim();
  await tx.insert(accountDeletions).values({ userId, reason: request.reason, comment: comment ? comment : null, requestedAt: now });
  const issued = await issueOneTimeToken(tx, {
    kind: 'reactivation',
    userId,
    now,
    ttlMinutes: REACTIVATION_TTL_MINUTES,
    voidEarlier: true,
  });
  // No daily limit was asked for, so issuing cannot be refused.
  if (!issued.ok) throw new Error('reactivation token refused');
  return { token: issued.token, reactivableUntil: erasureDue(now) };
}

/**
 * Brings a pending account back: the marks cleared, the open reactivation links voided. Returns
 * false (and changes nothing) when the account is not waiting for deletion or its 14 days are over.
 */
export async function reactivateAccount(tx: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const [account] = await tx
    .select({ requestedAt: users.deletionRequestedAt })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt), isNull(users.deletedAt)))
    .for('update');
  if (!account?.requestedAt || !isReactivable(account.requestedAt, now)) return false;
  await tx.update(users).set({ deletionRequestedAt: null }).where(eq(users.id, userId));
  await tx.update(profiles).set({ deletionRequestedAt: null, updatedAt: now }).where(eq(profiles.userId, userId));
  await tx
    .update(accountDeletions)
    .set({ reactivatedAt: now })
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.reactivatedAt), isNull(accountDeletions.erasedAt)));
  await voidOneTimeTokens(tx, userId, 'reactivation', now);
  return true;
}

/**
 * The mailed link: claims the reactivation token (single use, 14 days) and reactivates its account.
 * Returns the member's user id, or null when the link is unknown, used or expired, or the account
 * is no longer waiting for deletion (then the token stays used: a link never works twice).
 */
export async function reactivateWithToken(tx: DbOrTx, token: string, now: Date): Promise<number | null> {
  const claimed = await claimOneTimeToken(tx, 'reactivation', token, now);
  if (!claimed) return null;
  return (await reactivateAccount(tx, claimed.userId, now)) ? claimed.userId : null;
}
