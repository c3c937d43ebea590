/**
 * The admins' view of the job queue in the console: the same health figures and dead jobs as
 * `npm run queue:health`, and the same retry (jobs/queue-health.ts), audit-logged.
 */
import { eq } from 'drizzle-orm';
import { DEAD_JOBS_LIMIT, type DeadJob, type JobKindHealth } from '@dating/shared/contracts/staff-support';
import type { Db, Tx } from '../../db/database';
import { jobs } from '../../db/schema';
import { enqueueWakeUps } from '../../jobs/enqueue';
import { queueHealth, retryDeadJob } from '../../jobs/queue-health';
import { recordStaffAction, type StaffActor } from '../audit-log';

/** Per kind (pending, retrying, running, stale, dead, the longest wait) and the latest dead jobs, newest first. */
export async function jobQueueView(db: Db, now: Date): Promise<{ kinds: JobKindHealth[]; dead: DeadJob[] }> {
  const health = await queueHealth(db, now, DEAD_JOBS_LIMIT);
  return {
    kinds: health.kinds.map((kind) => ({
      kind: kind.kind,
      pending: kind.pending,
      retrying: kind.retrying,
      running: kind.running,
      stale: kind.stale,
      dead: kind.dead,
      done: kind.done,
      oldest_due_seconds: kind.oldestDueMs === null ? null : Math.round(kind.oldestDueMs / 1000),
    })),
    dead: health.dead.map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      finished_at: job.finishedAt?.toISOString() ?? null,
      last_error: job.lastError,
    })),
  };
}

/**
 * Gives a dead job a fresh start, with its audit row (the kind and the error it died of) in the same
 * transaction. False when the job is not dead (retried already, or none with that id).
 */
export async function retryDeadJobAsStaff(tx: Tx, input: { actor: NonNullable<StaffActor>; jobId: number; now: Date }): Promise<boolean> {
  const [job] = await tx
    .select({ kind: jobs.kind, status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.id, input.jobId))
    .for('update');
  if (job?.status !== 'dead' || !(await retryDeadJob(tx, input.jobId, input.now))) return false;
  await recordStaffAction(tx, {
    actor: input.actor,
    action: 'job_retried',
    detail: { job_id: input.jobId, kind: job.kind, attempts: job.attempts, last_error: (job.lastError ?? '').slice(0, 500) },
    at: input.now,
  });
  return true;
}

/** After the retry's commit: a worker in this process looks at once (others find it at their next poll). */
export function wakeWorkers(): void {
  enqueueWakeUps.emit('enqueued');
}
