import type { Subscription } from 'rxjs';
import type { EventBus } from '@dating/shared/bus/event-bus';
import {
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_SINCE_PARAM,
  RealtimeClientFrameSchema,
  RealtimeServerFrameSchema,
  type RealtimeEvent,
  type RealtimeServerFrame,
} from '@dating/shared/contracts/realtime';
import { pathTo } from '@dating/shared/routes/path-to';

/** The part of the browser's WebSocket the connection uses (tests inject a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const OPEN = 1;
/** Backoff: the first retry within 1 s, doubling up to 30 s, each a random share of it (full jitter). */
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_CAP_MS = 30_000;
/** How long after a session-ended close the user is asked for again (see the close handler). */
const SESSION_CHECK_DELAY_MS = 2_000;

export interface RealtimeOptions {
  bus: EventBus;
  /** Refreshes the user after the server ended the session; the auth state on the bus follows. */
  refreshUser: () => Promise<void>;
  connect?: (url: string) => SocketLike;
  location?: Pick<Location, 'protocol' | 'host'>;
  /** Where online/offline events come from. */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'> & { navigator: Pick<Navigator, 'onLine'> };
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
  random?: () => number;
  debug?: (...args: unknown[]) => void;
  /** The account was banned (close REALTIME_CLOSE.banned): by default the tab loads the ban page afresh, logged out. */
  onBanned?: () => void;
}

export interface RealtimeConnection {
  /** The last applied seq (null before the first hello). */
  lastSeq(): number | null;
  stop(): void;
}

/**
 * The tab's one realtime connection, while the member is logged in. It resumes from the last applied
 * seq after any drop (backoff with jitter; at once when the browser comes back online), drops what it
 * already applied, and turns the channel's events into bus state and happenings: remotes never open
 * sockets, they listen to the bus and ask the shell to send typing frames.
 */
export function startRealtime(options: RealtimeOptions): RealtimeConnection {
  const { bus, refreshUser } = options;
  const connectSocket = options.connect ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const location = options.location ?? window.location;
  const win = options.win ?? window;
  const timers = options.timers ?? (globalThis as unknown as NonNullable<RealtimeOptions['timers']>);
  const random = options.random ?? Math.random;
  const debug = options.debug ?? ((...args: unknown[]) => console.debug('[realtime]', ...args));
  const onBanned = options.onBanned ?? (() => window.location.assign(pathTo('pages-name', { name: 'ban' })));

  let member: number | null = null;
  let socket: SocketLike | null = null;
  let lastSeq: number | null = null;
  let attempt = 0;
  let retry: unknown = null;
  let offline = !win.navigator.onLine;

  const cancelRetry = () => {
    if (retry !== null) timers.clearTimeout(retry);
    retry = null;
  };

  const url = () => {
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const since = lastSeq === null ? '' : `?${REALTIME_SINCE_PARAM}=${lastSeq}`;
    return `${scheme}//${location.host}${REALTIME_PATH}${since}`;
  };

  const disconnect = () => {
    cancelRetry();
    const current = socket;
    socket = null;
    if (!current) return;
    // Its close event must not schedule a reconnect: this one was meant.
    current.onclose = null;
    current.onmessage = null;
    current.onerror = null;
    current.close(1000);
  };

  const open = () => {
    cancelRetry();
    if (member === null || offline || socket) return;
    const current = connectSocket(url());
    socket = current;
    current.onmessage = ({ data }) => {
      if (socket === current) receive(data);
    };
    current.onerror = () => undefined;
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = null;
      if (code === REALTIME_CLOSE.banned) {
        // Banned: every session of the member is gone; a full load of the ban page drops all state with it.
        member = null;
        onBanned();
        return;
      }
      if (code === REALTIME_CLOSE.sessionEnded) {
        // The session ended (logout in another tab, a password change, the account deleted): the
        // user is asked again, and a logged-out answer stops everything; a session that is still
        // there reconnects. After a moment, not at once: when this tab ended it (deleting the
        // account), the close comes before the call's answer, and the page that asked must first
        // leave for where it goes — told of the logout on a members-only page, the shell would
        // send it to /login instead.
        retry = timers.setTimeout(() => {
          retry = null;
          void refreshUser()
            .catch(() => undefined)
            .then(() => scheduleRetry());
        }, SESSION_CHECK_DELAY_MS);
        return;
      }
      scheduleRetry();
    };
  };

  const scheduleRetry = () => {
    if (member === null || offline || socket || retry !== null) return;
    const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
    attempt += 1;
    retry = timers.setTimeout(() => {
      retry = null;
      open();
    }, random() * ceiling);
  };

  const receive = (data: unknown) => {
    let frame: RealtimeServerFrame;
    try {
      const parsed = RealtimeServerFrameSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) {
        // A newer server's frame or kind: ignored, the socket lives on.
        debug('ignored frame', data);
        return;
      }
      frame = parsed.data;
    } catch {
      debug('unreadable frame', data);
      return;
    }
    switch (frame.type) {
      case 'hello':
        // A healthy connection: the next drop starts its backoff from the beginning again.
        attempt = 0;
        lastSeq ??= frame.seq;
        return;
      case 'reset':
        attempt = 0;
        lastSeq = frame.seq;
        bus.emit('refreshRequested', { what: ['user', 'chats', 'likes'] });
        bus.emit('chatResync', {});
        return;
      case 'event':
        if (lastSeq !== null && frame.seq <= lastSeq) return;
        lastSeq = frame.seq;
        publish(frame.event);
        return;
      case 'typing':
        bus.emit('chatEvent', { kind: 'typing', conversation: frame.conversation, profile: frame.profile, typing: frame.typing });
        return;
    }
  };

  const publish = (event: RealtimeEvent) => {
    switch (event.kind) {
      case 'counters':
        bus.set('unreadMessages', event.unread_messages);
        bus.set('newLikes', event.new_likes);
        bus.set('credits', { credits: event.credits, premium: event.premium });
        return;
      case 'message':
        bus.emit('chatEvent', event);
        if (!event.message.from_me) bus.emit('messageReceived', { conversationId: event.conversation, profileId: event.profile });
        return;
      case 'read':
      case 'self_read':
      case 'conversation_deleted':
        bus.emit('chatEvent', event);
        return;
      case 'like':
        bus.emit('likeReceived', { profileId: event.profile });
        return;
      case 'match':
        bus.emit('match', { profileId: event.profile });
        return;
      case 'payment':
        // The balance comes with the counters; the rest of the user (premium, history) is asked again.
        bus.emit('refreshRequested', { what: ['user'] });
        bus.emit('paymentUpdated', { paymentId: event.payment_id, status: event.status, credits: event.credits });
        return;
    }
  };

  const subscriptions: Subscription[] = [
    bus.state$('auth').subscribe((auth) => {
      const id = auth.status === 'logged_in' ? auth.user.id : null;
      if (id === member) return;
      // Another member (or none): their history is not this one's.
      disconnect();
      member = id;
      lastSeq = null;
      attempt = 0;
      open();
    }),
    bus.on$('typingChanged').subscribe(({ conversation, typing }) => {
      if (socket?.readyState !== OPEN) return;
      socket.send(JSON.stringify(RealtimeClientFrameSchema.parse({ type: 'typing', conversation, typing })));
    }),
  ];

  const onOffline = () => {
    offline = true;
    disconnect();
  };
  const onOnline = () => {
    offline = false;
    attempt = 0;
    open();
  };
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);

  return {
    lastSeq: () => lastSeq,
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      win.removeEventListener('offline', onOffline);
      win.removeEventListener('online', onOnline);
      member = null;
      disconnect();
    },
  };
}
