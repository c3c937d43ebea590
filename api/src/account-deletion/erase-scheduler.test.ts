import type { Db } from '../db/database';
import { startEraseScheduler } from './erase-scheduler';

/** A job whose runs the test finishes by hand, to see that runs never overlap. */
function controllableJob() {
  const finishers: Array<() => void> = [];
  const job = jest.fn(
    () =>
      new Promise<number[]>((resolve) => {
        finishers.push(() => resolve([]));
      }),
  );
  return { job, finishNext: () => finishers.shift()?.() };
}

const log = { info: jest.fn(), error: jest.fn() };
const flush = () => new Promise<void>((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve));

beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('runs first after the start delay, then once per interval, never two runs at once', async () => {
  const { job, finishNext } = controllableJob();
  const scheduler = startEraseScheduler({ db: {} as Db, photoDir: '/nowhere', log, firstRunAfterMs: 1_000, intervalMs: 10_000, job });
  jest.advanceTimersByTime(999);
  expect(job).toHaveBeenCalledTimes(0);
  jest.advanceTimersByTime(1);
  expect(job).toHaveBeenCalledTimes(1);
  // The first run is still busy: however long it takes, no second one starts.
  jest.advanceTimersByTime(50_000);
  expect(job).toHaveBeenCalledTimes(1);
  finishNext();
  await flush();
  jest.advanceTimersByTime(10_000);
  expect(job).toHaveBeenCalledTimes(2);
  finishNext();
  await flush();
  await scheduler.stop();
  jest.advanceTimersByTime(100_000);
  expect(job).toHaveBeenCalledTimes(2);
});

it('logs a failing run and keeps going', async () => {
  const job = jest.fn<Promise<number[]>, []>().mockRejectedValueOnce(new Error('database away')).mockResolvedValue([7]);
  const scheduler = startEraseScheduler({ db: {} as Db, photoDir: '/nowhere', log, firstRunAfterMs: 0, intervalMs: 5_000, job });
  jest.advanceTimersByTime(0);
  await flush();
  expect(log.error).toHaveBeenCalled();
  jest.advanceTimersByTime(5_000);
  await flush();
  expect(job).toHaveBeenCalledTimes(2);
  expect(log.info).toHaveBeenCalledWith({ erased: 1 }, expect.any(String));
  await scheduler.stop();
});
