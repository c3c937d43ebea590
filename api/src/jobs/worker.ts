/**
 * A worker: polls for due jobs, runs their handlers, records the outcome, ticks the schedules and
 * prunes old done jobs. Any number of workers (in one process or many) can share a database; see
 * docs/job-queue.md.
 */
import type { EventPublisher } from '../realtime/broker';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { DEFAULT_BACKOFF, retryDelayMs, type BackoffOptions } from './backoff';
import { enqueueWakeUps } from './enqueue';
import type { AnyJobKind, JobLog } from './job-kind';
import { claimJobs, extendLease, markDone, markFailed, pruneDoneJobs, releaseJob, type ClaimedJob } from './job-store';
import { registerSchedules, tickSchedules, type AnySchedule } from './schedules';

export interface WorkerOptions {
  db: Db;
  log: JobLog;
  kinds: readonly AnyJobKind[];
  schedules?: readonly AnySchedule[];
  /** The realtime channel, for handlers that record member events (published after their commit). */
  events?: EventPublisher;
  /** The clock; default the real time. */
  now?: () => Date;
  /** Jitter source for the backoff; default Math.random. */
  random?: () => number;
  backoff?: BackoffOptions;
  /** Handlers running at once in this worker; default 4. */
  concurrency?: number;
  /** Between polls when idle; default 5 s. An enqueue in this process wakes the worker sooner. */
  pollIntervalMs?: number;
  /** How long a claim holds a job without a heartbeat; default 2 minutes. */
  leaseMs?: number;
  /** Between heartbeats (real time); default a third of the lease. */
  heartbeatMs?: number;
  /** Done jobs are deleted this long after they finished; default 7 days. */
  keepDoneMs?: number;
}

interface StopOptions {
  /** How long to wait for running handlers before releasing their jobs; default 10 s. */
  timeoutMs?: number;
}

export interface Worker {
  /** Starts polling (and registers the schedules first). */
  start(): Promise<void>;
  /**
   * Stops claiming, waits for running handlers up to the timeout, then releases the jobs still
   * running (claimable at once by another worker; their handlers are told through the abort signal).
   */
  stop(options?: StopOptions): Promise<void>;
  /**
   * Registers and ticks the schedules, then claims and runs due jobs until none is left, waiting for each batch.
   * Returns how many runs it made. For tests and one-off commands; start() is the long-running form.
   */
  drain(): Promise<number>;
}

const WAKE_DELAYS_MS = [10, 250];
const PRUNE_EVERY_MS = 10 * 60_000;

interface Running {
  job: ClaimedJob;
  controller: AbortController;
  done: Promise<void>;
}

export function createWorker(options: WorkerOptions): Worker {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const concurrency = options.concurrency ?? 4;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? Math.floor(leaseMs / 3);
  const keepDoneMs = options.keepDoneMs ?? 7 * 24 * 60 * 60_000;
  const schedules = options.schedules ?? [];
  const kinds = new Map(options.kinds.map((kind) => [kind.name, kind]));
  const kindNames = [...kinds.keys()];
  const workerId = randomUUID().slice(0, 8);

  const running = new Set<Running>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let wakeStep = -1;
  let lastPrune = -Infinity;
  let registered: Promise<void> | undefined;
  const register = () => (registered ??= registerSchedules(db, schedules, now()));

  async function run(job: ClaimedJob, controller: AbortController): Promise<void> {
    const kind = kinds.get(job.kind)!;
    const parsed = kind.payload.safeParse(job.payload);
    if (!parsed.success) {
      // The stored payload no longer fits its kind's schema: no retry can fix that.
      await markFailed(db, job, new Error(`payload does not match the schema of ${job.kind}: ${parsed.error.message}`), now(), null);
      log.error({ jobId: job.id, kind: job.kind }, 'job payload invalid; marked dead');
      return;
    }
    const heartbeat = setInterval(() => {
      extendLease(db, job, now(), leaseMs)
        .then((held) => {
          if (!held) log.warn({ jobId: job.id, kind: job.kind }, 'job lease lost (another worker took it over or it was released)');
        })
        .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'job heartbeat failed'));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      await kind.handle(parsed.data, {
        db,
        log,
        now,
        signal: controller.signal,
        jobId: job.id,
        attempt: job.attempt,
        events: options.events,
      });
      clearInterval(heartbeat);
      // Aborted at stop: a handler that honours the signal returns early with its work unfinished, so
      // the run is never recorded as done — the release (or the lease running out) lets it run again.
      if (controller.signal.aborted) return;
      await markDone(db, job, now());
    } catch (error) {
      clearInterval(heartbeat);
      const at = now();
      const outcome = await markFailed(db, job, error, at, new Date(at.getTime() + retryDelayMs(job.attempt, random, backoff)));
      const fields = { err: error, jobId: job.id, kind: job.kind, attempt: job.attempt };
      if (outcome === 'dead') log.error(fields, 'job failed for the last time; marked dead');
      else log.warn(fields, outcome === 'retry' ? 'job failed; will retry' : 'job failed after its claim was lost');
    }
  }

  /** Runs a claimed job, tracked so stop() can wait for it or release it. Never rejects. */
  function launch(job: ClaimedJob): Running {
    const controller = new AbortController();
    const entry: Running = {
      job,
      controller,
      done: run(job, controller)
        .catch((error: unknown) => log.error({ err: error, jobId: job.id }, 'recording a job outcome failed; its lease will expire'))
        .finally(() => {
          running.delete(entry);
          if (started && !stopped) schedulePoll(0);
        }),
    };
    running.add(entry);
    return entry;
  }

  async function maintain(): Promise<void> {
    await tickSchedules(db, schedules, now());
    const at = now().getTime();
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await pruneDoneJobs(db, new Date(at - keepDoneMs));
    }
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    return claimJobs(db, { kinds: kindNames, now: now(), limit, leaseMs });
  }

  /** One poll; answers how long to wait before the next. */
  async function poll(): Promise<number> {
    let claimed = 0;
    try {
      await maintain();
      while (!stopped && running.size < concurrency) {
        const jobs = await claim(concurrency - running.size);
        if (jobs.length === 0) break;
        claimed += jobs.length;
        for (const job of jobs) launch(job);
      }
    } catch (error) {
      log.error({ err: error, worker: workerId }, 'job queue poll failed; trying again at the next interval');
    }
    // After a wake-up that found nothing, look once more shortly: the enqueuing transaction may not have committed yet.
    if (claimed === 0 && wakeStep >= 0 && wakeStep < WAKE_DELAYS_MS.length - 1) {
      wakeStep += 1;
      return WAKE_DELAYS_MS[wakeStep]!;
    }
    wakeStep = -1;
    return pollIntervalMs;
  }

  function schedulePoll(delayMs: number): void {
    if (stopped) return;
    if (polling) return; // the poll in progress schedules the next one when it ends
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      // The next poll is scheduled once this one is over: from inside it, `polling` would still refuse it.
      polling = poll().then((next) => {
        polling = undefined;
        schedulePoll(next);
      });
    }, delayMs);
    timer.unref();
  }

  const onWake = () => {
    if (wakeStep >= 0) return;
    wakeStep = 0;
    schedulePoll(WAKE_DELAYS_MS[0]!);
  };

  return {
    async start() {
      if (started) return;
      started = true;
      await register();
      enqueueWakeUps.on('enqueued', onWake);
      schedulePoll(0);
    },

    async stop(stopOptions = {}) {
      if (stopped) return;
      stopped = true;
      enqueueWakeUps.off('enqueued', onWake);
      if (timer) clearTimeout(timer);
      await polling;
      if (running.size === 0) return;
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        Promise.all([...running].map((entry) => entry.done)).then(() => true),
        new Promise<false>((resolve) => {
          timeout = setTimeout(() => resolve(false), stopOptions.timeoutMs ?? 10_000);
        }),
      ]);
      clearTimeout(timeout);
      if (finished) return;
      for (const entry of running) {
        // Released before the abort: the claim token is gone before the handler can react, so no
        // outcome of the interrupted run can be recorded over the release.
        try {
          if (await releaseJob(db, entry.job, now()))
            log.warn({ jobId: entry.job.id, kind: entry.job.kind }, 'job still running at stop; released');
        } catch (error) {
          log.error({ err: error, jobId: entry.job.id }, 'releasing a job at stop failed; its lease will expire');
        }
        entry.controller.abort();
      }
    },

    async drain() {
      let runs = 0;
      await register();
      await maintain();
      for (;;) {
        const jobs = await claim(concurrency);
        if (jobs.length === 0) return runs;
        runs += jobs.length;
        await Promise.all(jobs.map((job) => launch(job).done));
      }
    },
  };
}
