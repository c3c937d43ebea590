import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { eraseDueAccounts } from './erase';

export interface EraseSchedulerOptions {
  db: Db;
  photoDir: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Between runs; default hourly. */
  intervalMs?: number;
  /** Before the first run, so start-up is not slowed down; default one minute. */
  firstRunAfterMs?: number;
  /** What a run does; default eraseDueAccounts now (tests replace it). Returns the ids erased. */
  job?: () => Promise<number[]>;
}

/**
 * Runs the erase job in this process: shortly after start, then every interval. Runs never overlap
 * (the next one is scheduled when the current one ends), and a failing run is logged, not fatal.
 * Several processes may each run it: eraseDueAccounts takes accounts with SKIP LOCKED.
 * Not started by buildApp, so tests decide when erasure happens (they call eraseDueAccounts with a `now`).
 */
export function startEraseScheduler(options: EraseSchedulerOptions): { stop(): Promise<void> } {
  const interval = options.intervalMs ?? 60 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const job = options.job ?? (() => eraseDueAccounts(options.db, { now: new Date(), photoDir: options.photoDir }));
  const run = async () => {
    try {
      const erased = await job();
      if (erased.length > 0) options.log.info({ erased: erased.length }, 'erased deleted accounts whose 14 days were over');
    } catch (error) {
      options.log.error({ err: error }, 'erasing deleted accounts failed; retrying at the next run');
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(() => {
        running = undefined;
        schedule(interval);
      });
    }, delay);
    // The job never keeps the process alive on its own.
    timer.unref();
  };
  schedule(options.firstRunAfterMs ?? 60_000);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
