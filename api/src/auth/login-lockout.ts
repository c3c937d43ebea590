import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginAttempts } from '../db/schema';

/** §8: 'Too many incorrect attempts, account blocked for {minutes} min.' after 5 failures in 15 minutes. */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

/**
 * Lockout is keyed by the SUBMITTED e-mail, existing or not, so the answer never reveals whether an
 * account exists. Attempts made while locked are not recorded: hammering does not extend the lock.
 * Returns the minutes left, or 0 when not locked.
 */
export async function lockedMinutes(db: Db, email: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const recent = await db
    .select({ success: loginAttempts.success, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(MAX_FAILURES);
  // A success resets the count: only failures since the latest success matter.
  const failures: Date[] = [];
  for (const attempt of recent) {
    if (attempt.success) break;
    failures.push(attempt.createdAt);
  }
  if (failures.length < MAX_FAILURES) return 0;
  const oldest = failures[failures.length - 1] as Date;
  const msLeft = oldest.getTime() + WINDOW_MS - now.getTime();
  return msLeft > 0 ? Math.max(1, Math.ceil(msLeft / 60_000)) : 0;
}

export async function recordLoginAttempt(db: Db, email: string, success: boolean, ip: string | undefined): Promise<void> {
  await db.insert(loginAttempts).values({ email, success, ip: ip ?? null });
}
