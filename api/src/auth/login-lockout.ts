import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { loginAttempts } from '../db/schema';

/** 'Too many incorrect attempts, account blocked for {minutes} min.' after 5 failures in 15 minutes. */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/**
 * Lockout is keyed by the SUBMITTED e-mail, existing or not, so the answer never reveals whether an
 * account exists. Attempts made while locked are not recorded: hammering does not extend the lock.
 * Returns the minutes left, or 0 when not locked.
 */
async function lockedMinutes(db: DbOrTx, email: string, now = new Date()): Promise<number> {
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

export type AttemptStart = { lockedMinutes: number } | { attemptId: number };

/**
 * Counts an attempt BEFORE its password is checked: under a per-e-mail lock, reads the lock state
 * and records the attempt as a failure. A burst of parallel guesses is thereby taken one at a time,
 * so no more than MAX_FAILURES passwords are ever verified per window (checking first and recording
 * after the slow argon2 let a whole burst through). The lock lasts only this short transaction,
 * never the password check. `markAttemptSucceeded` turns the right password into a success.
 */
export async function startLoginAttempt(db: Db, email: string, ip: string | undefined): Promise<AttemptStart> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${email}`}))`);
    const minutes = await lockedMinutes(tx, email);
    if (minutes > 0) return { lockedMinutes: minutes };
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, success: false, ip: ip ?? null })
      .returning({ id: loginAttempts.id });
    return { attemptId: row!.id };
  });
}

export async function markAttemptSucceeded(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId));
}
