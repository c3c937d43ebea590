import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { loginAttempts } from '../db/schema';
import { ApiError } from '../http/errors';

/** 'Too many incorrect attempts, account blocked for {minutes} min.' after 5 failures in 15 minutes. */
export const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
/** An attempt still pending after this long was lost with its process (a crash mid-check): it stops counting. */
const PENDING_TTL_MS = 60_000;
/** Longest a login waits for the checks ahead of it; reached only if the database hangs. */
const MAX_WAIT_MS = 30_000;

/**
 * Whose failures an attempt is judged by: a browser carrying a valid device token for the account
 * (`device`: the token's id) has its own budget; everyone else — strangers, new browsers — shares
 * the e-mail's. Keyed by the SUBMITTED e-mail, existing or not, so a stranger's answer never reveals
 * whether an account exists.
 */
export interface LoginLane {
  email: string;
  device: string | null;
}

interface LaneState {
  lockedMinutes: number;
  pending: number;
  failures: number;
}

/**
 * Failures since the lane's latest success within the window, attempts in flight, and the minutes
 * left of a lock (0 when not locked). The lock ends when the fifth-latest failure leaves the window.
 */
async function laneState(db: DbOrTx, lane: LoginLane, now: Date): Promise<LaneState> {
  const recent = await db
    .select({ success: loginAttempts.success, createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, lane.email),
        gt(loginAttempts.createdAt, new Date(now.getTime() - WINDOW_MS)),
        lane.device === null ? isNull(loginAttempts.device) : eq(loginAttempts.device, lane.device),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    // Attempts made while locked are not recorded, so a lane holds few rows; the bound is for safety.
    .limit(100);
  let pending = 0;
  const failures: Date[] = [];
  for (const attempt of recent) {
    if (attempt.success === true) break; // a success resets the count
    if (attempt.success === false) failures.push(attempt.createdAt);
    else if (now.getTime() - attempt.createdAt.getTime() < PENDING_TTL_MS) pending += 1;
  }
  const fifth = failures[MAX_FAILURES - 1];
  const msLeft = fifth ? fifth.getTime() + WINDOW_MS - now.getTime() : 0;
  return { lockedMinutes: msLeft > 0 ? Math.max(1, Math.ceil(msLeft / 60_000)) : 0, pending, failures: failures.length };
}

export type AttemptStart = { lockedMinutes: number } | { attemptId: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Admits an attempt to have its password checked, or answers the lock. Under a per-e-mail
 * transaction lock (`pg_advisory_xact_lock`: every api process on the database, and PGlite's one)
 * it reads the lane and records the attempt as PENDING — neither a failure nor a success.
 * Failures plus attempts in flight never exceed MAX_FAILURES: a later attempt waits outside the lock
 * until one in flight is settled. So a burst of wrong guesses meets the lock after 5 checked
 * passwords, and a burst of right ones is never refused: each success resets the count. The lock
 * lasts only these short transactions, never the slow password check.
 */
export async function startLoginAttempt(db: Db, lane: LoginLane, ip: string | undefined): Promise<AttemptStart> {
  const started = Date.now();
  for (let round = 0; ; round += 1) {
    const admitted = await db.transaction(async (tx): Promise<AttemptStart | null> => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${lane.email}`}))`);
      const state = await laneState(tx, lane, new Date());
      if (state.lockedMinutes > 0) return { lockedMinutes: state.lockedMinutes };
      if (state.failures + state.pending >= MAX_FAILURES) return null;
      const [row] = await tx
        .insert(loginAttempts)
        .values({ email: lane.email, device: lane.device, success: null, ip: ip ?? null })
        .returning({ id: loginAttempts.id });
      return { attemptId: row!.id };
    });
    if (admitted) return admitted;
    if (Date.now() - started > MAX_WAIT_MS) throw new ApiError(429, 'rate_limited', 'Too many requests, please try again in 60 s.');
    // A password check takes tens of milliseconds: look again soon, then less often.
    await pause(Math.min(10 * 2 ** round, 200));
  }
}

/**
 * Settles an admitted attempt: 'failure' only when its password was checked and wrong. An attempt
 * that ended without a verdict (an error before the check finished) is removed: it proved nothing.
 */
export async function settleLoginAttempt(db: Db, attemptId: number, outcome: 'success' | 'failure' | 'unchecked'): Promise<void> {
  if (outcome === 'unchecked') await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  else
    await db
      .update(loginAttempts)
      .set({ success: outcome === 'success' })
      .where(eq(loginAttempts.id, attemptId));
}
