/** The job queue (jobs/): queued work and the recurring schedules. */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, tz } from './columns';

export const jobStatusEnum = pgEnum('job_status', ['pending', 'running', 'done', 'dead']);

/**
 * Work that happens later and survives restarts (docs/job-queue.md). Enqueued inside the transaction
 * of its cause; a worker claims due rows with FOR UPDATE SKIP LOCKED and holds them with a lease
 * (locked_until), so a job whose process died is claimed again once the lease is over.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The job kind's name (jobs/job-kind.ts); a worker claims only kinds it knows. */
    kind: text('kind').notNull(),
    /** JSON checked by the kind's zod schema on enqueue and again before each run. */
    payload: jsonb('payload').notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    /** Not before: the delay, or the backoff of a retry. */
    runAt: tz('run_at').notNull(),
    /** Attempts started so far (counted at claim). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While running: the lease's end (pushed on by heartbeats) and the claim's random token. */
    lockedUntil: tz('locked_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one pending or running job per kind and key (one mail per conversation per hour, one per schedule slot). */
    dedupeKey: text('dedupe_key'),
    ...timestamps,
    finishedAt: tz('finished_at'),
  },
  (t) => [
    index('jobs_claim').on(t.status, t.runAt),
    index('jobs_finished').on(t.status, t.finishedAt),
    uniqueIndex('jobs_dedupe')
      .on(t.kind, t.dedupeKey)
      .where(sql`${t.dedupeKey} IS NOT NULL AND ${t.status} IN ('pending', 'running')`),
  ],
);

/**
 * Recurring schedules (jobs/schedules.ts): the definitions live in code; this row holds the next slot,
 * advanced in the same transaction that enqueues the slot's job, so several processes never enqueue one slot twice.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  /** `every 60m` or `daily 03:30` (UTC): a changed spec recomputes next_run_at. */
  spec: text('spec').notNull(),
  nextRunAt: tz('next_run_at').notNull(),
  lastRunAt: tz('last_run_at'),
});
