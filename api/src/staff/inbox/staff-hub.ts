import type { WebSocket } from 'ws';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { StaffClientFrameSchema, type StaffServerFrame } from '@dating/shared/contracts/staff-inbox';
import { REALTIME_CLOSE } from '@dating/shared/contracts/index';
import type { Db } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import type { Broker, BrokerMessage } from '../../realtime/broker';
import { startHeartbeat, watchPongs } from '../../realtime/heartbeat';
import { frameText, type HubTiming } from '../../realtime/hub';
import { STAFF_IDLE_TIMEOUT_MS, type StaffViewer } from '../staff-sessions';
import { holdsClaim, inboxPair } from './inbox-claims';

/** A staff member's open consoles at most (tabs); more are refused. */
const MAX_SOCKETS_PER_STAFF = 10;
/** Typing frames a socket may send: at most one start per second (stops always pass). */
const TYPING_INTERVAL_MS = 1000;

/** As the members' channel: pings every 25 s; sockets of an ended staff session (logout, idle, disabled) close within 10 s. */
const DEFAULT_TIMING: HubTiming = { heartbeatMs: 25_000, recheckMs: 10_000 };

interface StaffClient {
  socket: WebSocket;
  viewer: StaffViewer;
  alive: boolean;
  lastTypingAt: number;
  lastTyping: boolean;
  /** The socket's frames are handled one after another: a stop never overtakes the start before it. */
  handling: Promise<void>;
}

/** What the inbox's code tells the consoles: a queue conversation changed (call after the commit). */
export interface StaffNews {
  inboxChanged(conversationId: number): void;
}

export interface StaffHub extends StaffNews {
  attach(socket: WebSocket, viewer: StaffViewer): void;
  size(): number;
  close(): void;
}

type Log = { warn(obj: object, msg: string): void };

/**
 * The staff console's sockets (docs/operator-inbox.md). They carry news only — "this queue conversation
 * changed", "its member is typing" — never data: the console reads the queue and the conversation through
 * the api, which checks the staff member's role and lease every time, so a socket can reveal nothing a
 * call would not. News reaches every process through the members' broker (LISTEN/NOTIFY on PostgreSQL),
 * and an operator's typing goes to the member through the members' own typing path, as the persona's.
 */
export function createStaffHub(options: { db: Db; broker: Broker; log: Log; timing?: HubTiming }): StaffHub {
  const { db, broker, log } = options;
  const timing = options.timing ?? DEFAULT_TIMING;
  const clients = new Set<StaffClient>();

  const send = (client: StaffClient, frame: StaffServerFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(frame));
  };

  broker.subscribe((message: BrokerMessage) => {
    if (message.type !== 'staff') return;
    for (const client of clients) send(client, message.frame);
  });

  async function checkSessions(): Promise<void> {
    if (clients.size === 0) return;
    const now = new Date();
    const ids = [...new Set([...clients].map((client) => client.viewer.sessionId))];
    const rows = await db
      .select({ id: staffSessions.id })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(
        and(
          inArray(staffSessions.id, ids),
          isNull(staffAccounts.disabledAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_IDLE_TIMEOUT_MS)),
        ),
      );
    const alive = new Set(rows.map((row) => row.id));
    for (const client of clients)
      if (!alive.has(client.viewer.sessionId)) client.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
  }

  const heartbeat = startHeartbeat(() => clients, timing.heartbeatMs);
  const rechecker = setInterval(() => {
    checkSessions().catch((error: unknown) => log.warn({ err: error }, 'staff realtime: session check failed'));
  }, timing.recheckMs);
  rechecker.unref();

  /** The operator types as the persona: shown to the member only while the operator holds the conversation. */
  async function handleFrame(client: StaffClient, data: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const frame = StaffClientFrameSchema.safeParse(json);
    if (!frame.success) return;
    const { conversation, typing } = frame.data;
    const now = Date.now();
    if (typing && client.lastTyping && now - client.lastTypingAt < TYPING_INTERVAL_MS) return;
    if (!typing && !client.lastTyping) return;
    client.lastTypingAt = now;
    client.lastTyping = typing;
    if (!(await holdsClaim(db, client.viewer, conversation, new Date(now)))) return;
    const pair = await inboxPair(db, conversation);
    if (!pair) return;
    broker.send({ type: 'typing', userId: pair.memberUserId, frame: { type: 'typing', conversation, profile: pair.personaId, typing } });
  }

  return {
    inboxChanged(conversationId) {
      broker.send({ type: 'staff', frame: { type: 'inbox', conversation: conversationId } });
    },
    size: () => clients.size,
    attach(socket, viewer) {
      const own = [...clients].filter((client) => client.viewer.staffId === viewer.staffId).length;
      if (own >= MAX_SOCKETS_PER_STAFF) {
        socket.close(1008, 'too many connections');
        return;
      }
      const client: StaffClient = { socket, viewer, alive: true, lastTypingAt: 0, lastTyping: false, handling: Promise.resolve() };
      clients.add(client);
      watchPongs(client);
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = frameText(data);
        client.handling = client.handling
          .then(() => handleFrame(client, text))
          .catch((error: unknown) => log.warn({ err: error }, 'staff realtime: typing frame failed'));
      });
      socket.on('close', () => clients.delete(client));
      socket.on('error', () => socket.terminate());
      send(client, { type: 'hello' });
    },
    close() {
      clearInterval(heartbeat);
      clearInterval(rechecker);
      for (const client of clients) client.socket.close(1001, 'server stopping');
      clients.clear();
    },
  };
}
