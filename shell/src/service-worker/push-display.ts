import type { PageToWorkerMessage, PushPayload } from '@dating/shared/push/push-payload';

/*
 * Hand-written guards for what reaches the worker: zod would be most of the worker's size. The zod
 * schemas of shared/src/push/push-payload.ts stay the source — push-display.test.ts holds these
 * guards to them.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isSitePath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

export function isPushPayload(value: unknown): value is PushPayload {
  if (!isRecord(value)) return false;
  const { type, title, body, url, badge } = value;
  return (
    typeof type === 'string' &&
    type.length > 0 &&
    typeof title === 'string' &&
    title.length > 0 &&
    title.length <= 120 &&
    typeof body === 'string' &&
    body.length <= 240 &&
    isSitePath(url) &&
    (badge === undefined || (typeof badge === 'number' && Number.isInteger(badge) && badge >= 0))
  );
}

export function isPageMessage(value: unknown): value is PageToWorkerMessage {
  if (!isRecord(value)) return false;
  if (value.type === 'realtime') return typeof value.up === 'boolean';
  if (value.type === 'locale') return typeof value.locale === 'string' && value.locale.length >= 2 && value.locale.length <= 5;
  return false;
}

interface VisibleClient {
  id: string;
  visibilityState: DocumentVisibilityState;
}

/**
 * A push is not shown while a tab of the site is visible AND that tab told the worker its realtime
 * channel is up: the member already sees the message or like arrive. A tab the worker has not heard
 * from counts as down, so a worker restarted (and its memory gone) shows the notification.
 */
export function isSeenInOpenTab(clients: readonly VisibleClient[], realtimeUp: ReadonlyMap<string, boolean>): boolean {
  return clients.some((client) => client.visibilityState === 'visible' && realtimeUp.get(client.id) === true);
}

/** Icons the shell's build makes (shell/scripts/make-icons.cjs). */
const NOTIFICATION_ICON = '/icons/icon-192.png';
const NOTIFICATION_BADGE = '/icons/badge-96.png';

/** `renotify` is not in the DOM library's NotificationOptions yet. */
type ShownOptions = NotificationOptions & { renotify?: boolean };

/**
 * The notification of one push: the tag is the push's type, so a newer "new message" replaces the
 * older one still in the tray (and `renotify` alerts again for it); the url to open rides in `data`.
 */
export function notificationOptions(payload: PushPayload): ShownOptions {
  return {
    body: payload.body,
    tag: payload.type,
    renotify: true,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_BADGE,
    data: { url: payload.url },
  };
}

/**
 * The site path a clicked notification opens: its `data.url` when that is a path of this origin
 * (a `//other.host` would leave the site), else the members area.
 */
export function clickTarget(data: unknown, origin: string): string {
  const fallback = '/members';
  const url = isRecord(data) ? data.url : undefined;
  if (!isSitePath(url)) return fallback;
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : fallback;
  } catch {
    return fallback;
  }
}

/** The tab a click goes to: a focused one, else a visible one, else any; null opens a new window. */
export function pickClientForClick<T extends { focused: boolean; visibilityState: DocumentVisibilityState }>(
  clients: readonly T[],
): T | null {
  return clients.find((client) => client.focused) ?? clients.find((client) => client.visibilityState === 'visible') ?? clients[0] ?? null;
}
