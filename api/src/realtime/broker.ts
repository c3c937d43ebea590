import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { RealtimeServerFrame } from '@dating/shared/contracts/index';
import { StaffServerFrameSchema, type StaffServerFrame } from '@dating/shared/contracts/staff-inbox';
import type { Db } from '../db/database';

/**
 * How realtime news travels between api processes (docs/realtime.md). Messages carry ids only: a
 * wake-up says "these members have new events" and each process reads the rows itself, so a lost,
 * repeated or early wake-up can never lose, repeat or reveal an event.
 */
export type BrokerMessage =
  /** Members with newly committed events. */
  | { type: 'wake'; userIds: number[] }
  /** Ephemeral: a typing frame for a member's sockets. */
  | { type: 'typing'; userId: number; frame: Extract<RealtimeServerFrame, { type: 'typing' }> }
  /** A member's sessions changed (logout, password change, deletion): sockets check theirs. */
  | { type: 'sessions'; userId: number }
  /** Ephemeral: news for the staff console's sockets (staff/inbox/staff-hub.ts). */
  | { type: 'staff'; frame: StaffServerFrame };

const BrokerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wake'), userIds: z.array(z.number().int().positive()) }),
  z.object({
    type: z.literal('typing'),
    userId: z.number().int().positive(),
    frame: z.object({
      type: z.literal('typing'),
      conversation: z.number().int().positive(),
      profile: z.number().int().positive(),
      typing: z.boolean(),
    }),
  }),
  z.object({ type: z.literal('sessions'), userId: z.number().int().positive() }),
  z.object({ type: z.literal('staff'), frame: StaffServerFrameSchema }),
]);

/** Wakes the members of committed events: what the domain modules call after their transaction. */
export interface EventPublisher {
  publish(userIds: readonly number[]): void;
}

export interface Broker extends EventPublisher {
  /** Ephemeral news (typing, sessions) for every process, this one included. */
  send(message: Exclude<BrokerMessage, { type: 'wake' }>): void;
  /** `handler` gets every message for this process; `onResync` when news may have been missed (the listener reconnected). */
  subscribe(handler: (message: BrokerMessage) => void, onResync?: () => void): void;
  close(): Promise<void>;
}

/** One process (PGlite): news goes straight to the subscribers, after the current call stack. */
export function createLocalBroker(): Broker {
  const handlers: ((message: BrokerMessage) => void)[] = [];
  const deliver = (message: BrokerMessage) => {
    setImmediate(() => {
      for (const handler of handlers) handler(message);
    });
  };
  return {
    publish(userIds) {
      if (userIds.length > 0) deliver({ type: 'wake', userIds: [...userIds] });
    },
    send: deliver,
    subscribe(handler) {
      handlers.push(handler);
    },
    async close() {
      handlers.length = 0;
    },
  };
}

/** The NOTIFY channel of this database. */
const CHANNEL = 'dating_realtime';
/** NOTIFY payloads must stay below 8000 bytes; ids are at most ~11 characters each. */
const MAX_PAYLOAD = 7000;
/** Wake-ups of one tick go out as one NOTIFY. */
const BATCH_MS = 15;

interface ListenSql {
  listen(channel: string, onNotify: (payload: string) => void, onListen?: () => void): Promise<{ unlisten(): Promise<void> }>;
  notify(channel: string, payload: string): Promise<unknown>;
}

/** The postgres.js client under a drizzle handle (drizzle exposes it as `$client`). */
function postgresClient(db: Db): ListenSql {
  const client = (db as unknown as { $client?: ListenSql }).$client;
  if (!client || typeof client.listen !== 'function') throw new Error('realtime: the database handle has no postgres.js client');
  return client;
}

/** Splits ids into NOTIFY payloads under the size limit. */
export function wakePayloads(origin: string, userIds: readonly number[]): string[] {
  const payloads: string[] = [];
  let batch: number[] = [];
  let size = 0;
  for (const id of userIds) {
    const length = String(id).length + 1;
    if (size + length > MAX_PAYLOAD && batch.length > 0) {
      payloads.push(JSON.stringify({ o: origin, m: { type: 'wake', userIds: batch } }));
      batch = [];
      size = 0;
    }
    batch.push(id);
    size += length;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ o: origin, m: { type: 'wake', userIds: batch } }));
  return payloads;
}

/**
 * Several processes on PostgreSQL: LISTEN/NOTIFY. NOTIFY is only ever sent here, after the cause's
 * commit and outside any transaction: a notifying transaction holds one database-wide lock from its
 * NOTIFY until its commit, which would serialise every send. The wake-ups of a tick (15 ms) are
 * batched into one NOTIFY. News is delivered to this process's subscribers at once, and the copy that
 * comes back through LISTEN is skipped (by the process's random origin id). postgres.js keeps the
 * listening connection on its own and reconnects it; every (re)connect after the first asks the
 * subscribers to resync, since notifications sent meanwhile are lost.
 */
export function createPostgresBroker(db: Db, log: { warn(obj: object, msg: string): void }): Broker {
  const sql = postgresClient(db);
  const origin = randomBytes(6).toString('hex');
  const handlers: ((message: BrokerMessage) => void)[] = [];
  const resyncs: (() => void)[] = [];
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let listening: Promise<{ unlisten(): Promise<void> }> | undefined;
  let connects = 0;

  const local = (message: BrokerMessage) => {
    setImmediate(() => {
      for (const handler of handlers) handler(message);
    });
  };
  const notify = (payload: string) => {
    sql
      .notify(CHANNEL, payload)
      .catch((error: unknown) => log.warn({ err: error }, 'realtime NOTIFY failed: other processes catch up at their next check'));
  };
  const flush = () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    for (const payload of wakePayloads(origin, ids)) notify(payload);
  };

  return {
    publish(userIds) {
      if (userIds.length === 0 || closed) return;
      local({ type: 'wake', userIds: [...userIds] });
      for (const id of userIds) pending.add(id);
      timer ??= setTimeout(flush, BATCH_MS);
    },
    send(message) {
      if (closed) return;
      local(message);
      notify(JSON.stringify({ o: origin, m: message }));
    },
    subscribe(handler, onResync) {
      handlers.push(handler);
      if (onResync) resyncs.push(onResync);
      listening ??= sql.listen(
        CHANNEL,
        (payload) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(payload);
          } catch {
            return;
          }
          const envelope = z.object({ o: z.string(), m: BrokerMessageSchema }).safeParse(parsed);
          if (!envelope.success || envelope.data.o === origin) return;
          for (const h of handlers) h(envelope.data.m);
        },
        () => {
          connects += 1;
          if (connects > 1) for (const resync of resyncs) resync();
        },
      );
      listening.catch((error: unknown) =>
        log.warn({ err: error }, 'realtime LISTEN failed: other processes reach this one only through its periodic check'),
      );
    },
    async close() {
      closed = true;
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      handlers.length = 0;
      const listener = await listening?.catch(() => undefined);
      await listener?.unlisten().catch(() => undefined);
    },
  };
}
