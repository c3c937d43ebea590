/**
 * Recurring jobs. A schedule is defined in code; its row in job_schedules holds the next slot. A tick
 * takes due rows FOR UPDATE SKIP LOCKED and, in the same transaction, enqueues the slot's job (with a
 * dedupe key naming the slot) and moves next_run_at past now, so several processes ticking at once
 * enqueue each slot once. Missed slots (everything was down) are not caught up one by one: the next
 * tick runs the job once and goes on from now.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { jobSchedules } from '../db/schema';
import { enqueue } from './enqueue';
import type { AnyJobKind, JobKind } from './job-kind';

/** Every N minutes (slots aligned to the epoch, so all processes agree), or daily at HH:MM UTC. */
export type ScheduleSpec = { everyMinutes: number } | { dailyAtUtc: string };

export interface Schedule<P> {
  /** Stable: the row's key. */
  name: string;
  kind: JobKind<P>;
  payload: P;
  spec: ScheduleSpec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload type differs per schedule; the kind's schema checks it
export type AnySchedule = Schedule<any>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export function defineSchedule<P>(schedule: Schedule<P>): Schedule<P> {
  specText(schedule.spec);
  return schedule;
}

/** The spec as stored (a changed spec moves the schedule to its new next slot). Throws on a malformed one. */
function specText(spec: ScheduleSpec): string {
  if ('everyMinutes' in spec) {
    if (!Number.isInteger(spec.everyMinutes) || spec.everyMinutes < 1)
      throw new Error(`every ${spec.everyMinutes} minutes is not a schedule`);
    return `every ${spec.everyMinutes}m`;
  }
  dailyMinute(spec.dailyAtUtc);
  return `daily ${spec.dailyAtUtc} UTC`;
}

function dailyMinute(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`"${time}" is not a time of day (HH:MM)`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The first slot strictly after `after`. */
export function nextSlot(spec: ScheduleSpec, after: Date): Date {
  const t = after.getTime();
  if ('everyMinutes' in spec) {
    const step = spec.everyMinutes * MINUTE_MS;
    return new Date((Math.floor(t / step) + 1) * step);
  }
  const offset = dailyMinute(spec.dailyAtUtc) * MINUTE_MS;
  const today = Math.floor(t / DAY_MS) * DAY_MS + offset;
  return new Date(today > t ? today : today + DAY_MS);
}

/**
 * Creates the rows of new schedules (first slot after now) and moves a schedule whose spec changed to
 * its new next slot; an unchanged one keeps its next_run_at, so a restart neither skips nor repeats a slot.
 */
export async function registerSchedules(db: Db, schedules: readonly AnySchedule[], now: Date): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insert(jobSchedules)
    .values(schedules.map((s) => ({ name: s.name, spec: specText(s.spec), nextRunAt: nextSlot(s.spec, now) })))
    .onConflictDoUpdate({
      target: jobSchedules.name,
      set: {
        spec: sql`excluded.spec`,
        nextRunAt: sql`CASE WHEN ${jobSchedules.spec} = excluded.spec THEN ${jobSchedules.nextRunAt} ELSE excluded.next_run_at END`,
      },
    });
}

/** Enqueues the job of every due schedule (see the file's comment). Returns how many were enqueued. */
export async function tickSchedules(db: Db, schedules: readonly AnySchedule[], now: Date): Promise<number> {
  if (schedules.length === 0) return 0;
  const byName = new Map(schedules.map((s) => [s.name, s]));
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ name: jobSchedules.name, slot: jobSchedules.nextRunAt })
      .from(jobSchedules)
      .where(and(inArray(jobSchedules.name, [...byName.keys()]), lte(jobSchedules.nextRunAt, now)))
      .for('update', { skipLocked: true });
    let enqueued = 0;
    for (const row of due) {
      const schedule = byName.get(row.name)!;
      const id = await enqueue(tx, {
        kind: schedule.kind as AnyJobKind,
        payload: schedule.payload,
        dedupeKey: `schedule:${schedule.name}:${row.slot.toISOString()}`,
        now,
      });
      if (id !== null) enqueued += 1;
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextSlot(schedule.spec, now), lastRunAt: now })
        .where(eq(jobSchedules.name, row.name));
    }
    return enqueued;
  });
}
