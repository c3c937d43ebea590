/**
 * The parts of the service worker's global scope this worker uses. The shell compiles against the
 * DOM library, whose declarations clash with TypeScript's "webworker" library in one program, so the
 * few worker-only interfaces are spelt out here.
 */
interface WorkerClient {
  readonly id: string;
  readonly url: string;
  postMessage(message: unknown): void;
}

export interface WorkerWindowClient extends WorkerClient {
  readonly visibilityState: DocumentVisibilityState;
  readonly focused: boolean;
  focus(): Promise<WorkerWindowClient>;
}

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly source: WorkerClient | null;
}

interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
  message: ExtendableMessageEvent;
}

export interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly navigator: Pick<Navigator, 'languages' | 'language'> & { setAppBadge?(count?: number): Promise<void> };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WorkerWindowClient[]>;
    openWindow(url: string): Promise<WorkerWindowClient | null>;
    claim(): Promise<void>;
  };
  readonly registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
