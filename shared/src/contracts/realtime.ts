import { z } from 'zod';
import { MessageSchema } from './chats';
import { rowId } from './fields';

/**
 * The realtime channel: one WebSocket per tab at REALTIME_PATH, authenticated by the session cookie.
 * The socket only delivers; sending and marking read stay HTTP calls. Every resumable event of a
 * member carries that member's increasing `seq`: a client reconnects with `?since=<last seq>` and gets
 * exactly what it missed, in order, or a `reset` when the gap is too old (it then reloads its lists).
 * Typing is ephemeral (no seq, never replayed: a stale "is typing" is worse than none).
 */
export const REALTIME_PATH = '/api/realtime';
/** Query parameter of REALTIME_PATH: the last seq the client applied (absent on a first connect). */
export const REALTIME_SINCE_PARAM = 'since';
/** A typing start shows for this long unless renewed (the sender renews it while typing) or stopped. */
export const TYPING_TTL_MS = 6_000;

const seq = z.number().int().min(0);
const conversation = z.number().int().positive();
const profile = z.number().int().positive();

/**
 * Resumable events, by `kind`. Answers only (the api writes them): unknown kinds are ignored by an
 * older client rather than failing the socket — the client parses each frame on its own.
 */
export const RealtimeEventSchema = z.discriminatedUnion('kind', [
  /** A new message in a conversation of the member, as this member reads it (`from_me` from their side: another tab's send is theirs). */
  z.object({ kind: z.literal('message'), conversation, profile, message: MessageSchema }),
  /** The other side has read the member's messages up to `up_to` (only when both send read receipts). */
  z.object({ kind: z.literal('read'), conversation, up_to: z.number().int().min(0) }),
  /** The member read a conversation (in any tab): its unread count is 0 up to `up_to`. */
  z.object({ kind: z.literal('self_read'), conversation, up_to: z.number().int().min(0) }),
  /** The member removed a conversation (in any tab). */
  z.object({ kind: z.literal('conversation_deleted'), conversation }),
  /** The member's counters after a change: nav badges, title, app badge, credits badge. */
  z.object({
    kind: z.literal('counters'),
    unread_messages: z.number().int().min(0),
    new_likes: z.number().int().min(0),
    credits: z.number().int().min(0),
    premium: z.boolean(),
  }),
  /** Someone liked the member (the likes issue fills it). */
  z.object({ kind: z.literal('like'), profile }),
  /** A like completed a pair (the likes issue fills it). */
  z.object({ kind: z.literal('match'), profile }),
  /** A payment of the member changed state (the payments issue fills it). */
  z.object({ kind: z.literal('payment'), payment_id: z.string(), status: z.string(), credits: z.number().int() }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Server → client frames. */
export const RealtimeServerFrameSchema = z.discriminatedUnion('type', [
  /**
   * First frame of a connection. `seq`: the member's latest seq now; `resumed`: every event after the
   * client's `since` follows (false on a first connect).
   */
  z.object({ type: z.literal('hello'), seq, resumed: z.boolean() }),
  /** The client's `since` is too old (or from another server's history): reload the lists, continue from `seq`. */
  z.object({ type: z.literal('reset'), seq }),
  z.object({ type: z.literal('event'), seq, event: RealtimeEventSchema }),
  /** Ephemeral: the other member of a conversation started or stopped typing. */
  z.object({ type: z.literal('typing'), conversation, profile, typing: z.boolean() }),
]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrameSchema>;

/** Client → server frames: typing only (everything else is an HTTP call). */
export const RealtimeClientFrameSchema = z.object({
  type: z.literal('typing'),
  conversation: rowId(),
  typing: z.boolean(),
});
export type RealtimeClientFrame = z.infer<typeof RealtimeClientFrameSchema>;

/** WebSocket close codes of the channel (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** No session, or the session ended (logout, password change, deletion): do not reconnect until logged in again. */
  sessionEnded: 4401,
  /** Origin not one of the site's hosts. */
  originRefused: 4403,
  /** The session ended because the account was banned: the tab shows the ban page (/pages/ban). */
  banned: 4451,
} as const;
