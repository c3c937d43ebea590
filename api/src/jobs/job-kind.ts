import type { EventPublisher } from '../realtime/broker';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/database';

export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a handler gets besides its payload. */
export interface JobContext {
  db: Db;
  log: JobLog;
  /** The worker's clock: handlers use it instead of `new Date()`, so tests decide the time. */
  now(): Date;
  /** Aborted when the worker stops and no longer waits for this run (its job was released). */
  signal: AbortSignal;
  jobId: number;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  /** The realtime channel (absent in tests that run handlers alone): wake members after a commit. */
  events?: EventPublisher | undefined;
}

/**
 * A kind of job: a stable name (stored in jobs.kind), a zod schema for its JSON payload (checked on
 * enqueue and again before every run) and its handler.
 *
 * The handler MUST be idempotent. A job runs at least once, not exactly once: a process that dies
 * (or is stopped) in the middle of a run leaves the job's lease to expire, and another worker then
 * runs the handler again from the start; a run whose "done" mark was lost is repeated too. Make every
 * effect safe to repeat (unique keys, ON CONFLICT, "WHERE not yet done" updates), and put the
 * handler's database work in one transaction where possible.
 */
export interface JobKind<P> {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  /** Runs before giving up and marking the job dead; default 5. A job may override it on enqueue. */
  readonly maxAttempts?: number;
  handle(payload: P, context: JobContext): Promise<void>;
}

/** Any job kind, for lists of them (a worker's registry). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the payload type differs per kind; each is checked by its own schema
export type AnyJobKind = JobKind<any>;

export const DEFAULT_MAX_ATTEMPTS = 5;

/** Declares a job kind; the payload type comes from the schema. */
export function defineJobKind<S extends z.ZodType>(kind: {
  name: string;
  payload: S;
  maxAttempts?: number;
  /** Idempotent: may run again after a crash (see JobKind). */
  handle(payload: z.output<S>, context: JobContext): Promise<void>;
}): JobKind<z.output<S>> {
  return kind as JobKind<z.output<S>>;
}
