import { combineLatest, type Observable } from 'rxjs';
import type { EventBus } from '@dating/shared/bus/event-bus';
import {
  PageToWorkerMessageSchema,
  WorkerToPageMessageSchema,
  type PageToWorkerMessage,
  type PushPayload,
  type WorkerToPageMessage,
} from '@dating/shared/push/push-payload';
import { safeRedirect } from '@dating/shared/routes/safe-redirect';

type WorkerContainer = Pick<ServiceWorkerContainer, 'controller' | 'addEventListener' | 'removeEventListener' | 'startMessages'>;
type BadgeNavigator = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export interface WorkerChannelOptions {
  bus: EventBus;
  container: WorkerContainer;
  /** Whether this tab's realtime channel is connected. */
  realtimeUp$: Observable<boolean>;
  /** The shell's router: a notification's click stays inside the app. */
  navigate: (to: string) => void;
  badge?: BadgeNavigator;
  debug?: (...args: unknown[]) => void;
}

/**
 * The page's half of the conversation with the service worker. To the worker: the member's language
 * (for the offline page) and whether this tab's realtime channel is up (a visible tab with it up
 * already shows what a push would, so the worker leaves the notification out), sent to the worker
 * that controls the page, and again to a new one when it takes over. From the worker, each message
 * checked against the shared schema (anything else is ignored): a push reloads chats and likes, is
 * kept as the push state's last message and sets the app badge; a notification's click navigates.
 */
export function startWorkerChannel(options: WorkerChannelOptions): () => void {
  const { bus, container, navigate } = options;
  const badge = options.badge ?? (navigator as BadgeNavigator);
  const debug = options.debug ?? ((...args: unknown[]) => console.debug('[shell] service worker', ...args));
  let latest: { locale: string; up: boolean } | null = null;

  const post = (message: PageToWorkerMessage) => container.controller?.postMessage(PageToWorkerMessageSchema.parse(message));
  const postAll = () => {
    if (!latest) return;
    post({ type: 'locale', locale: latest.locale });
    post({ type: 'realtime', up: latest.up });
  };

  const state = combineLatest([bus.state$('locale'), options.realtimeUp$]).subscribe(([locale, up]) => {
    const previous = latest;
    latest = { locale, up };
    if (previous?.locale !== locale) post({ type: 'locale', locale });
    if (previous?.up !== up) post({ type: 'realtime', up });
  });

  const showBadge = (count: number) => {
    const done = count > 0 ? badge.setAppBadge?.(count) : (badge.clearAppBadge?.() ?? badge.setAppBadge?.(0));
    void done?.catch(() => undefined);
  };

  const received = (payload: PushPayload) => {
    bus.set('push', { ...bus.get('push'), lastMessage: { title: payload.title, body: payload.body, url: payload.url } });
    bus.emit('refreshRequested', { what: ['chats', 'likes'] });
    if (payload.badge !== undefined) showBadge(payload.badge);
  };

  const onMessage = (event: Event) => {
    const parsed = WorkerToPageMessageSchema.safeParse((event as MessageEvent).data);
    if (!parsed.success) {
      // A newer worker's message, or not one of ours: ignored.
      debug('ignored message', (event as MessageEvent).data);
      return;
    }
    const message: WorkerToPageMessage = parsed.data;
    if (message.type === 'push') received(message.payload);
    else navigate(safeRedirect(message.url));
  };

  container.addEventListener('message', onMessage);
  container.addEventListener('controllerchange', postAll);
  // Messages the worker sent before this listener existed wait in the queue until it is started.
  container.startMessages();

  return () => {
    state.unsubscribe();
    container.removeEventListener('message', onMessage);
    container.removeEventListener('controllerchange', postAll);
  };
}
