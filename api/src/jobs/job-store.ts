/**
 * The queue's data access: claiming due jobs and recording how their runs ended. Every time comes
 * from the caller's clock, so tests move time instead of waiting for it.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobs } from '../db/schema';

/** A claimed job: the row as it was claimed, and the claim's token, which every later mark must match. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This run's number (1 = first). */
  attempt: number;
  maxAttempts: number;
  token: string;
}

export interface ClaimOptions {
  /** Only these kinds: a process does not take work it has no handler for (rolling deploys). */
  kinds: readonly string[];
  now: Date;
  limit: number;
  leaseMs: number;
}

/** Longest error text kept; the rest of a huge message or stack is noise in the table. */
const MAX_ERROR_LENGTH = 2_000;

/**
 * Takes up to `limit` due jobs: pending ones whose run_at has come, and running ones whose lease is
 * over (their process died). One short transaction: the rows are locked FOR UPDATE SKIP LOCKED, so
 * concurrent claimers (other workers, other processes) each get different jobs and never wait on each
 * other, and marked running with a lease before the locks go. The handler runs outside it. A job whose
 * lease ran out on its last attempt is not run again: it goes dead.
 */
export async function claimJobs(db: Db, options: ClaimOptions): Promise<ClaimedJob[]> {
  if (options.kinds.length === 0 || options.limit <= 0) return [];
  const { now } = options;
  const token = randomBytes(12).toString('base64url');
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id, status: jobs.status, attempts: jobs.attempts, maxAttempts: jobs.maxAttempts })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, [...options.kinds]),
          or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(jobs.runAt, jobs.id)
      .limit(options.limit)
      .for('update', { skipLocked: true });
    const exhausted = due.filter((job) => job.status === 'running' && job.attempts >= job.maxAttempts).map((job) => job.id);
    const runnable = due.filter((job) => !exhausted.includes(job.id)).map((job) => job.id);
    if (exhausted.length > 0) {
      await tx
        .update(jobs)
        .set({
          status: 'dead',
          finishedAt: now,
          lockedUntil: null,
          lockedBy: null,
          lastError: 'the worker stopped (crash or lost lease) during the last attempt',
        })
        .where(inArray(jobs.id, exhausted));
    }
    if (runnable.length === 0) return [];
    const claimed = await tx
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + options.leaseMs),
        lockedBy: token,
      })
      .where(inArray(jobs.id, runnable))
      .returning({
        id: jobs.id,
        kind: jobs.kind,
        payload: jobs.payload,
        attempt: jobs.attempts,
        maxAttempts: jobs.maxAttempts,
        runAt: jobs.runAt,
      });
    return claimed
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id)
      .map(({ runAt: _runAt, ...job }) => ({ ...job, token }));
  });
}

const ownedBy = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.token), eq(jobs.status, 'running'));

/** Pushes the lease on while the handler runs. False when the claim was lost (lease expired and taken over, or released). */
export async function extendLease(db: Db, job: ClaimedJob, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(ownedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** The run succeeded. A mark from a run whose claim was lost changes nothing (the newer claim decides). */
export async function markDone(db: Db, job: ClaimedJob, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, lockedUntil: null, lockedBy: null, lastError: null })
    .where(ownedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The run failed: back to pending at `retryAt` while attempts remain, else dead (kept for the
 * operator, with the error). `retryAt` null means a failure no retry can fix (a payload that no
 * longer matches its schema): dead at once.
 */
export async function markFailed(
  db: Db,
  job: ClaimedJob,
  error: unknown,
  now: Date,
  retryAt: Date | null,
): Promise<'retry' | 'dead' | 'lost'> {
  const lastError = describeError(error);
  const retry = retryAt !== null && job.attempt < job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set(
      retry
        ? { status: 'pending', runAt: retryAt, lockedUntil: null, lockedBy: null, lastError }
        : { status: 'dead', finishedAt: now, lockedUntil: null, lockedBy: null, lastError },
    )
    .where(ownedBy(job))
    .returning({ id: jobs.id });
  if (rows.length === 0) return 'lost';
  return retry ? 'retry' : 'dead';
}

/**
 * Gives an unfinished job back (graceful stop): claimable at once by any worker, and the interrupted
 * run does not count as an attempt.
 */
export async function releaseJob(db: Db, job: ClaimedJob, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', runAt: now, lockedUntil: null, lockedBy: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(ownedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes done jobs that finished before `before`, a batch at a time; dead ones stay for the operator. */
export async function pruneDoneJobs(db: Db, before: Date, batch = 1_000): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      inArray(
        jobs.id,
        db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, before)))
          .limit(batch),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
