import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { REALTIME_PATH, RealtimeServerFrameSchema, sendMessageEndpoint, type RealtimeServerFrame } from '@dating/shared/contracts/index';
import { STAFF_REALTIME_PATH, StaffServerFrameSchema, type StaffServerFrame } from '@dating/shared/contracts/staff-inbox';
import type { App } from '../app-context';
import { inject } from '../test/inject';
import { frameText } from './hub';

/** How long a test waits for a frame before it fails (a bound, not a measurement). */
const WAIT_MS = 8000;

/** A test's WebSocket client: frames in arrival order, awaited one by one. */
export interface TestSocket<F = RealtimeServerFrame> {
  ws: WebSocket;
  frames: F[];
  /** The next frame not yet taken (waits for it). */
  next(): Promise<F>;
  /** Frames are taken until one matches; the skipped ones are returned with it. */
  until(match: (frame: F) => boolean): Promise<{ frame: F; skipped: F[] }>;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** The address of a listening app. */
function baseUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `127.0.0.1:${address.port}`;
}

/** Opens the channel as a browser on `app`'s own origin would (unless `origin` says otherwise). */
export function openSocket(app: App, options: { cookie?: string; origin?: string; since?: number } = {}): TestSocket {
  const query = options.since === undefined ? '' : `?since=${options.since}`;
  return openFrames(app, `${REALTIME_PATH}${query}`, (data) => RealtimeServerFrameSchema.parse(data), options);
}

/** Opens the staff console's socket (STAFF_REALTIME_PATH) with a staff session cookie. */
export function openStaffSocket(app: App, options: { cookie?: string; origin?: string } = {}): TestSocket<StaffServerFrame> {
  return openFrames(app, STAFF_REALTIME_PATH, (data) => StaffServerFrameSchema.parse(data), options);
}

function openFrames<F>(
  app: App,
  pathAndQuery: string,
  parse: (data: unknown) => F,
  options: { cookie?: string; origin?: string },
): TestSocket<F> {
  const host = baseUrl(app);
  const ws = new WebSocket(`ws://${host}${pathAndQuery}`, {
    origin: options.origin ?? `http://${host}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  const frames: F[] = [];
  let taken = 0;
  let waiter: (() => void) | undefined;
  ws.on('message', (data: WebSocket.RawData) => {
    frames.push(parse(JSON.parse(frameText(data))));
    waiter?.();
  });
  const closed = new Promise<{ code: number }>((resolve) => {
    ws.on('close', (code) => {
      resolve({ code });
      waiter?.();
    });
  });
  ws.on('error', () => undefined);

  const next = async (): Promise<F> => {
    const deadline = Date.now() + WAIT_MS;
    while (frames.length <= taken) {
      if (ws.readyState === WebSocket.CLOSED) throw new Error('socket closed while waiting for a frame');
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no frame within ${WAIT_MS} ms (had ${JSON.stringify(frames)})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiter = undefined;
    }
    const frame = frames[taken];
    taken += 1;
    if (frame === undefined) throw new Error('frame vanished');
    return frame;
  };

  return {
    ws,
    frames,
    next,
    async until(match) {
      const skipped: F[] = [];
      for (;;) {
        const frame = await next();
        if (match(frame)) return { frame, skipped };
        skipped.push(frame);
      }
    },
    closed,
    close: () => ws.close(),
  };
}

/** The HTTP status of a refused upgrade. */
export function refusedStatus(app: App, options: { cookie?: string; origin?: string; path?: string }): Promise<number> {
  const host = baseUrl(app);
  const ws = new WebSocket(`ws://${host}${options.path ?? REALTIME_PATH}`, {
    origin: options.origin ?? `http://${host}`,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      ws.close();
      reject(new Error('the upgrade was accepted'));
    });
    ws.on('error', () => undefined);
  });
}

/** POST /api/message.php through the app's HTTP interface. */
export function sendText(app: App, cookie: string, profile: number, text: string, clientId: string = randomUUID()) {
  return inject(app, sendMessageEndpoint, { as: cookie, body: { profile, client_id: clientId, text } });
}

/** The event of an `event` frame, or fails. */
export function eventOf(frame: RealtimeServerFrame) {
  if (frame.type !== 'event') throw new Error(`expected an event, got ${JSON.stringify(frame)}`);
  return frame;
}
