import { vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { createDatabase, type Database, type Db } from '../db/database';
import { jobSchedules, jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { retryDelayMs } from './backoff';
import { enqueue } from './enqueue';
import { defineJobKind, type AnyJobKind } from './job-kind';
import { claimJobs, pruneDoneJobs } from './job-store';
import { defineSchedule, nextSlot, registerSchedules, tickSchedules } from './schedules';
import { createWorker, type WorkerOptions } from './worker';

let database: Database;
/** A second, separate handle on the same database: on PostgreSQL its own connection pool, as a second api process has. */
let second: Database | undefined;
let db: Db;
let otherDb: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  otherDb = db;
  if (process.env.DATABASE_URL) {
    const rows = await query<{ name: string }>(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${rows[0]!.name}`;
    second = await createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    otherDb = second.db;
  }
  await db.execute(sql`CREATE TABLE test_job_runs (id serial PRIMARY KEY, job_id bigint NOT NULL, n integer NOT NULL)`);
  await db.execute(sql`CREATE TABLE test_job_marks (key text PRIMARY KEY)`);
});
afterAll(async () => {
  await second?.close();
  await database.close();
});

let clock: Date;
const now = () => clock;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
beforeEach(() => {
  clock = new Date('2030-01-01T00:10:00.000Z');
});

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const worker = (options: Partial<WorkerOptions> & Pick<WorkerOptions, 'kinds'>) =>
  createWorker({ db, log, now, random: () => 0.5, pollIntervalMs: 60_000, ...options });

async function jobsOf(kind: AnyJobKind) {
  return db.select().from(jobs).where(eq(jobs.kind, kind.name)).orderBy(jobs.id);
}

/** Rows of a raw query: postgres.js answers an array, PGlite an object holding one. */
async function query<T>(statement: ReturnType<typeof sql>, on: Db = db): Promise<T[]> {
  const result = (await on.execute(statement)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

/** Waits (bounded, a few ms at a time) until `condition` holds. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** A promise the test resolves by hand. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('enqueue', () => {
  const note = defineJobKind({ name: 'test-note', payload: z.object({ text: z.string().min(1) }), handle: async () => undefined });

  it('belongs to the caller’s transaction: rolled back with it, there once it commits', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueue(tx, { kind: note, payload: { text: 'lost' }, now: clock });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await jobsOf(note)).toHaveLength(0);

    await db.transaction(async (tx) => {
      await enqueue(tx, { kind: note, payload: { text: 'kept' }, delayMs: 30_000, now: clock });
    });
    const [job] = await jobsOf(note);
    expect(job).toMatchObject({ status: 'pending', payload: { text: 'kept' }, attempts: 0, maxAttempts: 5 });
    expect(job!.runAt.toISOString()).toBe('2030-01-01T00:10:30.000Z');
  });

  it('checks the payload against the kind’s schema', async () => {
    await expect(enqueue(db, { kind: note, payload: { text: '' }, now: clock })).rejects.toThrow(z.ZodError);
  });

  it('keeps one pending or running job per dedupe key; a finished one frees the key', async () => {
    const once = defineJobKind({ name: 'test-dedupe', payload: z.object({}), handle: async () => undefined });
    const first = await enqueue(db, { kind: once, payload: {}, dedupeKey: 'conversation:7:2030-01-01T00', now: clock });
    const second = await enqueue(db, { kind: once, payload: {}, dedupeKey: 'conversation:7:2030-01-01T00', now: clock });
    expect(first).toEqual(expect.any(Number));
    expect(second).toBeNull();
    // Other keys and the same key of another kind are independent.
    expect(await enqueue(db, { kind: once, payload: {}, dedupeKey: 'conversation:8:2030-01-01T00', now: clock })).not.toBeNull();
    expect(await enqueue(db, { kind: note, payload: { text: 'x' }, dedupeKey: 'conversation:7:2030-01-01T00', now: clock })).not.toBeNull();
    await worker({ kinds: [once] }).drain();
    expect(await enqueue(db, { kind: once, payload: {}, dedupeKey: 'conversation:7:2030-01-01T00', now: clock })).not.toBeNull();
  });
});

describe('workers', () => {
  it('run each job exactly once with two workers on separate connections', async () => {
    const count = defineJobKind({
      name: 'test-count',
      payload: z.object({ n: z.number().int() }),
      handle: async ({ n }, context) => {
        await context.db.execute(sql`INSERT INTO test_job_runs (job_id, n) VALUES (${context.jobId}, ${n})`);
      },
    });
    await db.transaction(async (tx) => {
      for (let n = 0; n < 50; n += 1) await enqueue(tx, { kind: count, payload: { n }, now: clock });
    });
    const a = worker({ kinds: [count], concurrency: 4 });
    const b = worker({ db: otherDb, kinds: [count], concurrency: 4 });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(50);
    const [runs] = await query<Record<string, number>>(
      sql`SELECT count(*)::int AS runs, count(DISTINCT n)::int AS distinct_n, count(DISTINCT job_id)::int AS distinct_jobs FROM test_job_runs`,
    );
    expect(runs).toEqual({ runs: 50, distinct_n: 50, distinct_jobs: 50 });
    expect((await jobsOf(count)).every((job) => job.status === 'done' && job.attempts === 1 && job.lockedBy === null)).toBe(true);
  });

  it('retry a failing job with growing, jittered delays, then keep it as dead with the last error', async () => {
    const failing = defineJobKind({
      name: 'test-failing',
      payload: z.object({}),
      maxAttempts: 3,
      handle: async (_payload, context) => {
        throw new Error(`provider down (attempt ${context.attempt})`);
      },
    });
    await enqueue(db, { kind: failing, payload: {}, now: clock });
    const w = worker({ kinds: [failing] });

    expect(await w.drain()).toBe(1);
    let [job] = await jobsOf(failing);
    // 10 s doubled per attempt, times the jitter factor (0.75 with random 0.5).
    expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: provider down (attempt 1)', lockedBy: null });
    expect(job!.runAt.getTime() - clock.getTime()).toBe(7_500);
    expect(await w.drain()).toBe(0); // not due yet

    advance(7_500);
    expect(await w.drain()).toBe(1);
    [job] = await jobsOf(failing);
    expect(job).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Error: provider down (attempt 2)' });
    expect(job!.runAt.getTime() - clock.getTime()).toBe(15_000);

    advance(15_000);
    expect(await w.drain()).toBe(1);
    [job] = await jobsOf(failing);
    expect(job).toMatchObject({ status: 'dead', attempts: 3, lastError: 'Error: provider down (attempt 3)', finishedAt: clock });
    advance(60 * 60_000);
    expect(await w.drain()).toBe(0);
  });

  it('backoff doubles up to its cap, jittered into [half, full)', () => {
    expect(retryDelayMs(1, () => 0)).toBe(5_000);
    expect(retryDelayMs(1, () => 0.999_999)).toBe(10_000);
    expect(retryDelayMs(3, () => 0)).toBe(20_000);
    expect(retryDelayMs(30, () => 0)).toBe(30 * 60_000);
  });

  it('take over a job whose worker died mid-run (its lease ran out); the handler runs again, idempotently', async () => {
    const stuck = gate();
    let runs = 0;
    const mark = defineJobKind({
      name: 'test-mark',
      payload: z.object({ key: z.string() }),
      handle: async ({ key }, context) => {
        runs += 1;
        await context.db.execute(sql`INSERT INTO test_job_marks (key) VALUES (${key}) ON CONFLICT DO NOTHING`);
        // The first run never finishes on its own: its process "hangs", and sends no heartbeat.
        if (runs === 1) await stuck.promise;
      },
    });
    await enqueue(db, { kind: mark, payload: { key: 'welcome-mail:42' }, now: clock });
    const crashed = worker({ kinds: [mark], leaseMs: 60_000, heartbeatMs: 60 * 60_000 });
    const rescuer = worker({ db: otherDb, kinds: [mark], leaseMs: 60_000 });
    const crashedDrain = crashed.drain();
    await until(() => runs === 1, 'the first run started');

    expect(await rescuer.drain()).toBe(0); // the lease still holds
    advance(60_000);
    expect(await rescuer.drain()).toBe(1);
    expect(runs).toBe(2);
    let [job] = await jobsOf(mark);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });

    // The hung run finally returns: its claim was taken over, so its "done" changes nothing.
    advance(1_000);
    stuck.open();
    await crashedDrain;
    [job] = await jobsOf(mark);
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(job!.finishedAt).toEqual(new Date(clock.getTime() - 1_000));
    const marks = await query<{ key: string }>(sql`SELECT key FROM test_job_marks`);
    expect(marks).toEqual([{ key: 'welcome-mail:42' }]);
  });

  it('give up on a job whose last attempt’s lease ran out', async () => {
    const fragile = defineJobKind({ name: 'test-fragile', payload: z.object({}), maxAttempts: 1, handle: async () => undefined });
    await enqueue(db, { kind: fragile, payload: {}, now: clock });
    expect(await claimJobs(db, { kinds: [fragile.name], now: clock, limit: 5, leaseMs: 1_000 })).toHaveLength(1);
    advance(1_000);
    expect(await claimJobs(otherDb, { kinds: [fragile.name], now: clock, limit: 5, leaseMs: 1_000 })).toHaveLength(0);
    const [job] = await jobsOf(fragile);
    expect(job).toMatchObject({ status: 'dead', lastError: expect.stringContaining('last attempt') });
  });

  it('mark a job whose stored payload no longer fits its schema dead at once', async () => {
    const strict = defineJobKind({ name: 'test-strict', payload: z.object({ id: z.number() }), handle: async () => undefined });
    await db.insert(jobs).values({ kind: strict.name, payload: { id: 'seven' }, runAt: clock, maxAttempts: 5 });
    expect(await worker({ kinds: [strict] }).drain()).toBe(1);
    const [job] = await jobsOf(strict);
    expect(job).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastError: expect.stringContaining('does not match the schema of test-strict'),
    });
  });

  it('poll again at their interval with no wake-up: a job that falls due later runs', async () => {
    const later = defineJobKind({ name: 'test-later', payload: z.object({}), handle: async () => undefined });
    // Enqueued before the worker starts, so it hears no wake-up; due in a second of the test's clock.
    await enqueue(db, { kind: later, payload: {}, now: clock, delayMs: 1000 });
    let clockReads = 0;
    const running = worker({
      kinds: [later],
      pollIntervalMs: 5,
      now: () => {
        clockReads += 1;
        return clock;
      },
    });
    await running.start();
    // Every poll reads the clock: many reads are many polls, each rescheduled by the one before.
    await until(() => clockReads > 20, 'the worker polled again and again');
    expect(await jobsOf(later)).toMatchObject([{ status: 'pending' }]);
    advance(1000);
    await until(async () => (await jobsOf(later))[0]!.status === 'done', 'a later poll ran the job');
    await running.stop();
  });

  it('leave kinds they do not know to workers that do', async () => {
    const known = defineJobKind({ name: 'test-known', payload: z.object({}), handle: async () => undefined });
    const unknown = defineJobKind({ name: 'test-unknown', payload: z.object({}), handle: async () => undefined });
    await enqueue(db, { kind: unknown, payload: {}, now: clock });
    expect(await worker({ kinds: [known] }).drain()).toBe(0);
    expect(await jobsOf(unknown)).toMatchObject([{ status: 'pending', attempts: 0 }]);
  });

  it('stop gracefully: a handler that ends in time finishes, one that does not is released for another worker', async () => {
    const aborted: boolean[] = [];
    const slow = defineJobKind({
      name: 'test-slow',
      payload: z.object({ quick: z.boolean() }),
      handle: async ({ quick }, context) => {
        if (quick) return new Promise((resolve) => setTimeout(resolve, 5));
        await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve()));
        aborted.push(context.signal.aborted);
      },
    });
    const running = worker({ kinds: [slow], concurrency: 2 });
    await running.start();
    // Started and idle (the next poll is a minute away): the enqueue wakes it.
    await enqueue(db, { kind: slow, payload: { quick: false }, now: clock });
    await enqueue(db, { kind: slow, payload: { quick: true }, now: clock });
    await until(async () => (await jobsOf(slow)).every((job) => job.status !== 'pending'), 'both jobs were claimed');

    await running.stop({ timeoutMs: 50 });
    expect(aborted).toEqual([true]);
    const [stuck, quick] = await jobsOf(slow);
    expect(quick).toMatchObject({ status: 'done' });
    // Claimable at once, and the interrupted run is not counted as an attempt.
    expect(stuck).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lockedUntil: null, runAt: clock });

    const finisher = defineJobKind({ name: slow.name, payload: slow.payload, handle: async () => undefined });
    expect(await worker({ db: otherDb, kinds: [finisher] }).drain()).toBe(1);
    expect((await jobsOf(slow)).map((job) => job.status)).toEqual(['done', 'done']);
  });
});

describe('schedules', () => {
  it('slot every N minutes on the epoch’s grid and daily at a UTC time, always strictly after now', () => {
    const at = (iso: string) => new Date(iso);
    expect(nextSlot({ everyMinutes: 15 }, at('2030-01-01T10:07:00Z'))).toEqual(at('2030-01-01T10:15:00Z'));
    expect(nextSlot({ everyMinutes: 15 }, at('2030-01-01T10:15:00Z'))).toEqual(at('2030-01-01T10:30:00Z'));
    expect(nextSlot({ everyMinutes: 60 }, at('2030-01-01T23:59:59Z'))).toEqual(at('2030-01-02T00:00:00Z'));
    expect(nextSlot({ dailyAtUtc: '03:30' }, at('2030-01-01T02:00:00Z'))).toEqual(at('2030-01-01T03:30:00Z'));
    expect(nextSlot({ dailyAtUtc: '03:30' }, at('2030-01-01T03:30:00Z'))).toEqual(at('2030-01-02T03:30:00Z'));
    expect(() =>
      defineSchedule({
        name: 'x',
        kind: defineJobKind({ name: 'x', payload: z.object({}), handle: async () => undefined }),
        payload: {},
        spec: { dailyAtUtc: '24:00' },
      }),
    ).toThrow('"24:00" is not a time of day');
  });

  it('enqueue each slot once, however many processes tick it', async () => {
    const tick = defineJobKind({ name: 'test-tick', payload: z.object({ scope: z.string() }), handle: async () => undefined });
    const hourly = defineSchedule({ name: 'test-hourly', kind: tick, payload: { scope: 'all' }, spec: { everyMinutes: 60 } });
    const a = worker({ kinds: [tick], schedules: [hourly] });
    const b = worker({ db: otherDb, kinds: [tick], schedules: [hourly] });
    await Promise.all([a.drain(), b.drain()]);
    const [row] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, hourly.name));
    expect(row).toMatchObject({ spec: 'every 60m', nextRunAt: new Date('2030-01-01T01:00:00Z'), lastRunAt: null });
    expect(await jobsOf(tick)).toHaveLength(0);

    clock = new Date('2030-01-01T01:00:05Z');
    const enqueued = await Promise.all([
      tickSchedules(db, [hourly], clock),
      tickSchedules(otherDb, [hourly], clock),
      tickSchedules(db, [hourly], clock),
    ]);
    expect(enqueued.reduce((sum, n) => sum + n, 0)).toBe(1);
    // A process that read the old next slot and ticks it late still adds nothing: the slot's job is keyed.
    await db
      .update(jobSchedules)
      .set({ nextRunAt: new Date('2030-01-01T01:00:00Z') })
      .where(eq(jobSchedules.name, hourly.name));
    expect(await tickSchedules(otherDb, [hourly], clock)).toBe(0);
    expect(await jobsOf(tick)).toMatchObject([
      { status: 'pending', payload: { scope: 'all' }, dedupeKey: 'schedule:test-hourly:2030-01-01T01:00:00.000Z' },
    ]);

    expect(await Promise.all([a.drain(), b.drain()])).toEqual(expect.arrayContaining([1, 0]));
    expect((await jobsOf(tick)).map((job) => job.status)).toEqual(['done']);
    const [after] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, hourly.name));
    expect(after!.nextRunAt).toEqual(new Date('2030-01-01T02:00:00Z'));

    // Down for three hours: one run for the missed time, then on from now.
    clock = new Date('2030-01-01T05:30:00Z');
    expect(await a.drain()).toBe(1);
    const [later] = await db.select().from(jobSchedules).where(eq(jobSchedules.name, hourly.name));
    expect(later!.nextRunAt).toEqual(new Date('2030-01-01T06:00:00Z'));
  });

  it('keep the next slot across restarts, and move it when the spec changes', async () => {
    const report = defineJobKind({ name: 'test-report', payload: z.object({}), handle: async () => undefined });
    const daily = defineSchedule({ name: 'test-daily', kind: report, payload: {}, spec: { dailyAtUtc: '03:30' } });
    await registerSchedules(db, [daily], clock);
    advance(60 * 60_000);
    await registerSchedules(otherDb, [daily], clock);
    const nextOf = async () => (await db.select().from(jobSchedules).where(eq(jobSchedules.name, daily.name)))[0]!.nextRunAt;
    expect(await nextOf()).toEqual(new Date('2030-01-01T03:30:00Z'));
    await registerSchedules(db, [{ ...daily, spec: { dailyAtUtc: '00:45' } }], clock);
    expect(await nextOf()).toEqual(new Date('2030-01-02T00:45:00Z'));
  });
});

it('prunes done jobs after a while and keeps dead ones', async () => {
  const old = new Date('2029-12-01T00:00:00Z');
  const recent = new Date('2029-12-31T00:00:00Z');
  const rows = await db
    .insert(jobs)
    .values([
      { kind: 'test-prune', payload: {}, runAt: old, maxAttempts: 1, status: 'done', finishedAt: old },
      { kind: 'test-prune', payload: {}, runAt: recent, maxAttempts: 1, status: 'done', finishedAt: recent },
      { kind: 'test-prune', payload: {}, runAt: old, maxAttempts: 1, status: 'dead', finishedAt: old, lastError: 'Error: no' },
    ])
    .returning({ id: jobs.id });
  expect(await pruneDoneJobs(db, new Date('2029-12-15T00:00:00Z'))).toBe(1);
  const left = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'test-prune'));
  expect(left.map((row) => row.id).toSorted((a, b) => a - b)).toEqual([rows[1]!.id, rows[2]!.id].toSorted((a, b) => a - b));
});
