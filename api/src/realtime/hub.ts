import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import type { RawData, WebSocket } from 'ws';
import {
  RealtimeClientFrameSchema,
  REALTIME_CLOSE,
  type RealtimeClientFrame,
  type RealtimeServerFrame,
} from '@dating/shared/contracts/index';
import type { Viewer } from '../auth/sessions';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import type { Broker, BrokerMessage, EventPublisher } from './broker';
import { startHeartbeat, watchPongs } from './heartbeat';
import { canResume, currentSeq, currentSeqs, readEventsAfter } from './member-events';
import { typingRecipient } from './typing';

/** Events read per query while catching a socket up. */
const PAGE = 200;
/** A member's open sockets (tabs) at most; more are refused (a runaway client). */
const MAX_SOCKETS_PER_MEMBER = 20;
/** Typing frames a socket may send: at most one start per second (stops always pass). */
const TYPING_INTERVAL_MS = 1000;

export interface HubTiming {
  /** Ping interval; a socket that did not answer the previous ping is terminated. */
  heartbeatMs: number;
  /** Safety net: connected members' cursors and sessions are compared this often. */
  recheckMs: number;
}

const DEFAULT_HUB_TIMING: HubTiming = { heartbeatMs: 25_000, recheckMs: 10_000 };

interface Client {
  socket: WebSocket;
  viewer: Viewer;
  /** The last seq sent; events after it are what the socket still needs. */
  lastSent: number;
  ready: boolean;
  pumping: boolean;
  again: boolean;
  alive: boolean;
  lastTypingAt: number;
  lastTyping: boolean;
  /** The socket's frames are handled one after another: a stop never overtakes the start before it. */
  handling: Promise<void>;
}

export interface RealtimeHub extends EventPublisher {
  /** Serves a socket whose viewer is authenticated; `since`: the client's last applied seq, if any. */
  attach(socket: WebSocket, viewer: Viewer, since: number | undefined): void;
  /** The member's sessions changed (logout, password change, deletion): their sockets on every process check theirs. Call after the commit. */
  sessionsChanged(userId: number): void;
  /** Sockets open on this process (tests, the bench). */
  size(): number;
  close(): Promise<void>;
}

/** A text frame's characters, however ws handed the bytes over. */
export function frameText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub of this app (tests and the bench read it; routes get it from the AppContext). */
    realtime: RealtimeHub;
  }
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * The sockets of this process and what they still need (docs/realtime.md). One code path delivers
 * live events and resumes: a wake-up (or the periodic check) makes each socket of the member read its
 * events after the last seq it sent, in order, one reader per socket at a time — so nothing is sent
 * twice or skipped, whatever wakes it and how often.
 */
export function createRealtimeHub(options: { db: Db; broker: Broker; log: Log; timing?: HubTiming }): RealtimeHub {
  const { db, broker, log } = options;
  const timing = options.timing ?? DEFAULT_HUB_TIMING;
  const byUser = new Map<number, Set<Client>>();

  const send = (client: Client, frame: RealtimeServerFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(frame));
  };
  const clientsOf = (userId: number) => byUser.get(userId) ?? new Set<Client>();
  const isOpen = (client: Client) => client.socket.readyState === client.socket.OPEN;

  async function pump(client: Client): Promise<void> {
    if (!client.ready) return;
    if (client.pumping) {
      client.again = true;
      return;
    }
    client.pumping = true;
    try {
      do {
        client.again = false;
        for (;;) {
          const events = await readEventsAfter(db, client.viewer.userId, client.lastSent, PAGE);
          for (const { seq, event } of events) {
            if (!isOpen(client)) return;
            send(client, { type: 'event', seq, event });
            client.lastSent = seq;
          }
          if (events.length < PAGE) break;
        }
      } while (client.again && isOpen(client));
    } catch (error) {
      log.warn({ err: error }, 'realtime: reading events failed; the next wake-up or check retries');
    } finally {
      client.pumping = false;
    }
  }

  async function checkSessions(clients: readonly Client[]): Promise<void> {
    if (clients.length === 0) return;
    const ids = [...new Set(clients.map((c) => c.viewer.sessionId))];
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, new Date())));
    const alive = new Set(rows.map((row) => row.id));
    const ended = clients.filter((client) => !alive.has(client.viewer.sessionId));
    if (ended.length === 0) return;
    // A ban ended them: the tab is told so, to show the ban page rather than the login.
    const banned = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...new Set(ended.map((c) => c.viewer.userId))]), isNotNull(users.bannedAt)));
    const bannedIds = new Set(banned.map((row) => row.id));
    for (const client of ended) {
      if (bannedIds.has(client.viewer.userId)) client.socket.close(REALTIME_CLOSE.banned, 'account banned');
      else client.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
    }
  }

  function onMessage(message: BrokerMessage): void {
    if (message.type === 'wake') {
      for (const userId of message.userIds) for (const client of clientsOf(userId)) void pump(client);
    } else if (message.type === 'typing') {
      for (const client of clientsOf(message.userId)) if (client.ready) send(client, message.frame);
    } else if (message.type === 'sessions') {
      checkSessions([...clientsOf(message.userId)]).catch((error: unknown) => log.warn({ err: error }, 'realtime: session check failed'));
    }
  }

  /** Safety net: a wake-up lost between a commit and its NOTIFY (a crash), or while the listener reconnected. */
  async function recheck(): Promise<void> {
    const all = [...byUser.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const seqs = await currentSeqs(db, [...byUser.keys()]);
    for (const client of all) if ((seqs.get(client.viewer.userId) ?? 0) > client.lastSent) void pump(client);
    await checkSessions(all);
  }
  const resync = () => {
    recheck().catch((error: unknown) => log.warn({ err: error }, 'realtime: periodic check failed'));
  };

  broker.subscribe(onMessage, resync);

  const heartbeat = startHeartbeat(() => [...byUser.values()].flatMap((set) => [...set]), timing.heartbeatMs);
  const rechecker = setInterval(resync, timing.recheckMs);
  rechecker.unref();

  async function handleFrame(client: Client, data: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const frame = RealtimeClientFrameSchema.safeParse(json);
    if (!frame.success) return;
    const { conversation, typing }: RealtimeClientFrame = frame.data;
    const now = Date.now();
    if (typing && client.lastTyping && now - client.lastTypingAt < TYPING_INTERVAL_MS) return;
    if (!typing && !client.lastTyping) return;
    client.lastTypingAt = now;
    client.lastTyping = typing;
    const recipient = await typingRecipient(db, client.viewer, conversation);
    if (recipient === null) return;
    // Behind a persona is whichever operator holds the conversation: the staff console shows it.
    if (recipient === 'persona') broker.send({ type: 'staff', frame: { type: 'typing', conversation, typing } });
    else
      broker.send({ type: 'typing', userId: recipient, frame: { type: 'typing', conversation, profile: client.viewer.profileId, typing } });
  }

  async function start(client: Client, since: number | undefined): Promise<void> {
    const { userId } = client.viewer;
    const current = await currentSeq(db, userId);
    if (since === undefined) {
      send(client, { type: 'hello', seq: current, resumed: false });
      client.lastSent = current;
    } else if (await canResume(db, userId, since, current)) {
      send(client, { type: 'hello', seq: current, resumed: true });
      client.lastSent = since;
    } else {
      send(client, { type: 'reset', seq: current });
      client.lastSent = current;
    }
    client.ready = true;
    await pump(client);
  }

  return {
    publish(userIds) {
      broker.publish(userIds);
    },
    sessionsChanged(userId) {
      broker.send({ type: 'sessions', userId });
    },
    size() {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    attach(socket, viewer, since) {
      const set = byUser.get(viewer.userId) ?? new Set<Client>();
      if (set.size >= MAX_SOCKETS_PER_MEMBER) {
        socket.close(1008, 'too many connections');
        return;
      }
      const client: Client = {
        socket,
        viewer,
        lastSent: 0,
        ready: false,
        pumping: false,
        again: false,
        alive: true,
        lastTypingAt: 0,
        lastTyping: false,
        handling: Promise.resolve(),
      };
      set.add(client);
      byUser.set(viewer.userId, set);
      watchPongs(client);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = frameText(data);
        client.handling = client.handling
          .then(() => handleFrame(client, text))
          .catch((error: unknown) => log.warn({ err: error }, 'realtime: typing frame failed'));
      });
      socket.on('close', () => {
        set.delete(client);
        if (set.size === 0 && byUser.get(viewer.userId) === set) byUser.delete(viewer.userId);
      });
      socket.on('error', () => socket.terminate());
      start(client, since).catch((error: unknown) => {
        log.error({ err: error }, 'realtime: starting a socket failed');
        socket.close(1011, 'server error');
      });
    },
    async close() {
      clearInterval(heartbeat);
      clearInterval(rechecker);
      for (const set of byUser.values()) for (const client of set) client.socket.close(1001, 'server stopping');
      byUser.clear();
      await broker.close();
    },
  };
}
