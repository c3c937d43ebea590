/** The queue's health for an operator (queue-health-cli.ts): counts per kind, waiting time, dead jobs' errors. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/database';
import { jobs } from '../db/schema';

interface KindHealth {
  kind: string;
  /** Waiting for their first run (due or later). */
  pending: number;
  /** Failed at least once, waiting for a retry. */
  retrying: number;
  running: number;
  /** Running, but the lease is over: the worker died; another will take them over. */
  stale: number;
  dead: number;
  /** Finished and not yet pruned. */
  done: number;
  /** How long the longest-waiting due job has been due (ms); null when none is due. */
  oldestDueMs: number | null;
}

interface DeadJob {
  id: number;
  kind: string;
  attempts: number;
  finishedAt: Date | null;
  lastError: string | null;
}

export interface QueueHealth {
  kinds: KindHealth[];
  /** The most recent dead jobs, newest first. */
  dead: DeadJob[];
}

export async function queueHealth(db: Db, now: Date, deadLimit = 10): Promise<QueueHealth> {
  // Inside raw SQL a Date is not mapped by drizzle (postgres.js refuses it): pass the instant as text.
  const at = sql`${now.toISOString()}::timestamptz`;
  const count = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;
  const kinds = await db
    .select({
      kind: jobs.kind,
      pending: count(sql`${jobs.status} = 'pending' AND ${jobs.attempts} = 0`),
      retrying: count(sql`${jobs.status} = 'pending' AND ${jobs.attempts} > 0`),
      running: count(sql`${jobs.status} = 'running'`),
      stale: count(sql`${jobs.status} = 'running' AND ${jobs.lockedUntil} <= ${at}`),
      dead: count(sql`${jobs.status} = 'dead'`),
      done: count(sql`${jobs.status} = 'done'`),
      oldestDue: sql<string | null>`min(${jobs.runAt}) FILTER (WHERE ${jobs.status} = 'pending' AND ${jobs.runAt} <= ${at})`,
    })
    .from(jobs)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
  const dead = await db
    .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, finishedAt: jobs.finishedAt, lastError: jobs.lastError })
    .from(jobs)
    .where(eq(jobs.status, 'dead'))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(deadLimit);
  return {
    kinds: kinds.map(({ oldestDue, ...row }) => ({
      ...row,
      // An aggregate comes back as text on one driver and a Date on the other.
      oldestDueMs: oldestDue === null ? null : Math.max(0, now.getTime() - new Date(oldestDue).getTime()),
    })),
    dead,
  };
}

/**
 * Gives a dead job a fresh start (attempts from zero, due now). False when there is no dead job with that id.
 * The command line and the console's retry (staff/support/job-retry.ts, inside its audit row's transaction) both use it.
 */
export async function retryDeadJob(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: now, finishedAt: null })
    .where(sql`${jobs.id} = ${id} AND ${jobs.status} = 'dead'`)
    .returning({ id: jobs.id });
  return rows.length > 0;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s}s`;
  if (s < 2 * 3600) return `${Math.round(s / 60)}m`;
  if (s < 2 * 86_400) return `${Math.round(s / 3600)}h`;
  return `${Math.round(s / 86_400)}d`;
}

/** Plain text for a terminal. */
export function formatQueueHealth(health: QueueHealth): string {
  if (health.kinds.length === 0) return 'The job queue is empty.\n';
  const header = ['kind', 'pending', 'retrying', 'running', 'stale', 'dead', 'done', 'oldest due'];
  const rows = health.kinds.map((k) => [
    k.kind,
    String(k.pending),
    String(k.retrying),
    String(k.running),
    String(k.stale),
    String(k.dead),
    String(k.done),
    k.oldestDueMs === null ? '-' : duration(k.oldestDueMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const out = [line(header), ...rows.map(line)];
  if (health.dead.length > 0) {
    out.push('', 'Latest dead jobs (retry one with --retry <id>):');
    for (const job of health.dead) {
      const error = (job.lastError ?? '').replace(/\s+/g, ' ');
      out.push(
        `  #${job.id} ${job.kind} after ${job.attempts} attempts, ${job.finishedAt?.toISOString() ?? '?'}: ${error.length > 200 ? `${error.slice(0, 199)}…` : error}`,
      );
    }
  }
  return `${out.join('\n')}\n`;
}
