import {
  STAFF_REALTIME_PATH,
  StaffServerFrameSchema,
  type StaffClientFrame,
  type StaffServerFrame,
} from '@dating/shared/contracts/staff-inbox';

/** The part of the browser's WebSocket the connection uses (tests hand in a fake). */
export interface StaffSocketLike {
  readonly readyState: number;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number): void;
}

const OPEN = 1;
/** Waits before each reconnect, then the last one for good: an operator at work waits seconds for the queue, never minutes. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000] as const;

export interface StaffSocketOptions {
  onFrame: (frame: StaffServerFrame) => void;
  /** Where sockets come from; the browser's WebSocket by default (none: the connection does nothing). */
  connect?: (url: string) => StaffSocketLike;
  location?: Pick<Location, 'protocol' | 'host'>;
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };
}

export interface StaffSocket {
  /** Sends a frame when the socket is open; dropped otherwise (typing is a hint, not a record). */
  send(frame: StaffClientFrame): void;
  close(): void;
}

function browserSocket(): ((url: string) => StaffSocketLike) | null {
  if (typeof WebSocket === 'undefined') return null;
  return (url) => new WebSocket(url) as unknown as StaffSocketLike;
}

/**
 * The console's socket to the staff realtime channel while the inbox is on screen: frames parsed by the
 * contract's schema (anything else ignored, the socket lives on), reconnected after a drop with a growing
 * wait (1 s, 2 s, 5 s, then every 10 s), closed for good by `close`. Where no server answers (the
 * standalone dev page) it keeps trying quietly: the queue's periodic refetch carries the page meanwhile.
 */
export function openStaffSocket(options: StaffSocketOptions): StaffSocket {
  const connect = options.connect ?? browserSocket();
  const location = options.location ?? window.location;
  const timers = options.timers ?? (globalThis as unknown as NonNullable<StaffSocketOptions['timers']>);
  const url = `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${STAFF_REALTIME_PATH}`;

  let socket: StaffSocketLike | null = null;
  let retry: unknown = null;
  let attempt = 0;
  let closed = false;

  const receive = (data: unknown) => {
    let parsed: ReturnType<typeof StaffServerFrameSchema.safeParse>;
    try {
      parsed = StaffServerFrameSchema.safeParse(JSON.parse(String(data)));
    } catch {
      return;
    }
    if (!parsed.success) return;
    // A server that speaks: the next drop starts its waits from the first again.
    attempt = 0;
    options.onFrame(parsed.data);
  };

  const scheduleRetry = () => {
    if (closed || retry !== null) return;
    const wait = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt += 1;
    retry = timers.setTimeout(() => {
      retry = null;
      open();
    }, wait);
  };

  const open = () => {
    if (closed || socket || !connect) return;
    let current: StaffSocketLike;
    try {
      current = connect(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    current.onmessage = ({ data }) => {
      if (socket === current) receive(data);
    };
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      scheduleRetry();
    };
  };

  open();

  return {
    send(frame) {
      if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
    },
    close() {
      closed = true;
      if (retry !== null) timers.clearTimeout(retry);
      retry = null;
      const current = socket;
      socket = null;
      if (!current) return;
      current.onclose = null;
      current.onmessage = null;
      current.onerror = null;
      current.close(1000);
    },
  };
}
