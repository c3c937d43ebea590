import { z } from 'zod';
import { EMAIL_NOTIFICATION_TYPES } from '../contracts/user';

/**
 * What the api pushes (encrypted, through the member's push service) and the service worker shows:
 * neutral texts in the member's language — no names, no photos, no message text, since a lock screen
 * is read over shoulders — the site path to open, and the app badge's count when known.
 */
export const PushPayloadSchema = z.object({
  type: z.enum(EMAIL_NOTIFICATION_TYPES),
  title: z.string().min(1).max(120),
  body: z.string().max(240),
  /** What it is about (`conversation-12`, `likes`): also the push's Topic header, so a newer replaces an older one. */
  topic: z.string().max(32).optional(),
  /** A path of the site (`/chats/12`), opened or navigated to on a click. */
  url: z.string().startsWith('/'),
  /** Unread messages + new received likes, for the app badge; absent when the sender did not count. */
  badge: z.number().int().min(0).optional(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

/** Page → service worker: what the worker cannot know by itself. */
export const PageToWorkerMessageSchema = z.discriminatedUnion('type', [
  /** The tab's realtime channel went up or down: a visible tab with it up already shows what a push would. */
  z.object({ type: z.literal('realtime'), up: z.boolean() }),
  /** The member's language, for the offline page the worker answers with when the network is gone. */
  z.object({ type: z.literal('locale'), locale: z.string().min(2).max(5) }),
]);
export type PageToWorkerMessage = z.infer<typeof PageToWorkerMessageSchema>;

/** Service worker → pages. */
export const WorkerToPageMessageSchema = z.discriminatedUnion('type', [
  /** A push arrived: open tabs reload chats and likes and keep it as the push state's last message. */
  z.object({ type: z.literal('push'), payload: PushPayloadSchema }),
  /** The member clicked a notification and this tab was focused for it: go to `url` inside the app. */
  z.object({ type: z.literal('push-click'), url: z.string().startsWith('/') }),
]);
export type WorkerToPageMessage = z.infer<typeof WorkerToPageMessageSchema>;
