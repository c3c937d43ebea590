import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { jobs } from '../db/schema';
import { DEFAULT_MAX_ATTEMPTS, type JobKind } from './job-kind';

export interface JobRequest<P> {
  kind: JobKind<P>;
  payload: P;
  /** Not before this moment; default now. */
  runAt?: Date;
  /** Not before now + this; ignored when runAt is given. */
  delayMs?: number;
  /**
   * At most one pending or running job of this kind with this key: a second enqueue is a no-op while
   * the first waits or runs (one mail per conversation per hour: put the hour in the key).
   */
  dedupeKey?: string;
  maxAttempts?: number;
  /** The clock, for tests; default the real time. */
  now?: Date;
}

/**
 * Local wake-ups: a worker in this process polls soon after an enqueue instead of at its next
 * interval. A hint only: other processes find the job at their next poll.
 */
export const enqueueWakeUps = new EventEmitter();
enqueueWakeUps.setMaxListeners(0);

/**
 * Adds a job inside the caller's transaction, so it exists exactly when its cause committed (and
 * goes away with a rollback). The payload is checked by the kind's schema first (a ZodError throws,
 * failing the caller's transaction). Returns the job's id, or null when the dedupe key is taken.
 */
export async function enqueue<P>(tx: DbOrTx, job: JobRequest<P>): Promise<number | null> {
  const payload = job.kind.payload.parse(job.payload);
  const now = job.now ?? new Date();
  const runAt = job.runAt ?? new Date(now.getTime() + (job.delayMs ?? 0));
  const [row] = await tx
    .insert(jobs)
    .values({
      kind: job.kind.name,
      payload,
      runAt,
      maxAttempts: job.maxAttempts ?? job.kind.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      dedupeKey: job.dedupeKey ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [jobs.kind, jobs.dedupeKey],
      where: sql`${jobs.dedupeKey} IS NOT NULL AND ${jobs.status} IN ('pending', 'running')`,
    })
    .returning({ id: jobs.id });
  if (row) enqueueWakeUps.emit('enqueued');
  return row?.id ?? null;
}
