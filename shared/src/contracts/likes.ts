import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { queryRowId, rowId } from './fields';
import { ProfileSummarySchema } from './profile';

/**
 * GET /api/likes.php: `profiles` holds every profile the lists refer to; `liked_by` are received
 * likes, new ones first; `liked` are likes the member sent. A match is a profile in both.
 */
export const LikesResponseSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  liked_by: z.array(z.object({ id: z.number().int().positive(), like_new: z.boolean() })),
  liked: z.array(z.object({ id: z.number().int().positive() })),
  total_new: z.number().int().min(0),
});
export type LikesResponse = z.infer<typeof LikesResponseSchema>;

export const listLikesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/likes.php',
  access: 'member',
  cache: 'no-store',
  response: LikesResponseSchema,
});

/** The likes page's tabs (`/likes/{type}`): likes received, likes sent, and pairs liked both ways. */
export const LIKES_TYPES = ['received', 'sent', 'matches'] as const;
export type LikesType = (typeof LIKES_TYPES)[number];

/** Cards per page of a likes tab, as search's default page. */
export const LIKES_PAGE_SIZE = 24;
/** Pages a tab may ask for: 500 likes each way fit many times over; beyond is refused, not scanned. */
const LIKES_PAGE_MAX = 1000;

/** Query of GET /api/likes-list.php: the tab and the page (1-based). */
export const LikesListQuerySchema = z.object({
  type: z.enum(LIKES_TYPES),
  page: z.coerce.number().int().min(1).max(LIKES_PAGE_MAX).default(1),
});

/**
 * One card of a likes tab: the profile as a search card shows it, plus the like. `like_new`: a
 * received like the member has not yet looked at (always false in `sent`; in `matches`, the other
 * side's like). `liked_at`: when the like of this tab was given (received: theirs; sent: the
 * member's; matches: the later of the two, when the pair became a match). `matched`: liked both ways.
 */
const LikesListItemSchema = z.object({
  profile: ProfileSummarySchema,
  like_new: z.boolean(),
  liked_at: z.iso.datetime({ offset: true }),
  matched: z.boolean(),
});
export type LikesListItem = z.infer<typeof LikesListItemSchema>;

/**
 * One page of a tab. Order: received — new first, then newest; sent — newest first; matches —
 * newest match first. `total` counts the whole tab; `total_new` the member's new received likes
 * (the nav badge's number, whatever the tab).
 */
export const LikesListResponseSchema = z.object({
  items: z.array(LikesListItemSchema),
  page: z.number().int().min(1),
  total: z.number().int().min(0),
  has_more: z.boolean(),
  total_new: z.number().int().min(0),
});
export type LikesListResponse = z.infer<typeof LikesListResponseSchema>;

/** A paged likes tab (members only). Blocked members either way never appear; hidden ones follow the profile view's rules. */
export const listLikesPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/likes-list.php',
  access: 'member',
  cache: 'no-store',
  query: LikesListQuerySchema,
  response: LikesListResponseSchema,
});

/** DELETE /api/like.php and POST /api/like-seen.php: the other profile. */
export const LikeTargetRequestSchema = z.object({ profile: rowId() });

/** Answer of DELETE /api/like.php: the member no longer likes the profile (whether they did or not). */
const UnlikeResponseSchema = z.object({ liked: z.literal(false) });

/** Removes the member's like of a profile (idempotent: no like, same answer). The pair is no match any more. */
export const unlikeProfileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/like.php',
  access: 'member',
  cache: 'no-store',
  body: LikeTargetRequestSchema,
  response: UnlikeResponseSchema,
});

/** Answer of POST /api/like-seen.php: the member's new received likes after the flag was cleared. */
export const LikeSeenResponseSchema = z.object({ total_new: z.number().int().min(0) });

/**
 * Clears the new-like flag of the like `profile` gave the member (idempotent; no such like, same
 * answer). GET /api/profile.php does the same when the liked member opens the liker's profile; this
 * call is for a screen that shows the liker without loading that profile. Only the liked member can
 * clear it: the flag cleared is always on a like *to* the caller. The member's other tabs hear the new
 * total through the `counters` realtime event.
 */
export const markLikeSeenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/like-seen.php',
  access: 'member',
  cache: 'no-store',
  body: LikeTargetRequestSchema,
  response: LikeSeenResponseSchema,
});

/** Query of GET /api/like-received.php: the profile a page's `like={id}` names. */
export const LikeReceivedQuerySchema = z.object({ profile: queryRowId() });

/** Answer of GET /api/like-received.php: whether that profile likes the member, as the member may see it. */
export const LikeReceivedResponseSchema = z.object({ likes_you: z.boolean() });
export type LikeReceivedResponse = z.infer<typeof LikeReceivedResponseSchema>;

/**
 * Whether `profile` likes the member (members only, 403 `authentication_required` otherwise;
 * `cache-control: no-store`): true only for a like that exists from a profile the member may see as
 * the profile view shows it — not deleted, waiting for deletion or switched off, no block either way.
 * Anything else (no like, an unknown or hidden profile, one's own) is false, never a hint whether the
 * profile exists. The like modal asks before it shows the `like={id}` of a URL, which anyone can write.
 */
export const getLikeReceivedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/like-received.php',
  access: 'member',
  cache: 'no-store',
  query: LikeReceivedQuerySchema,
  response: LikeReceivedResponseSchema,
});

/**
 * GET /api/auto-like.php: a fictional profile (never a member) that now likes the member, for the
 * match modal, or null when the rule (docs/likes.md) gives none now. The like is real: it shows in
 * Received, new; the caller reloads the likes after a moment.
 */
export const AutoLikeResponseSchema = z.object({ profile: ProfileSummarySchema.nullable() });
export type AutoLikeResponse = z.infer<typeof AutoLikeResponseSchema>;

export const autoLikeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/auto-like.php',
  access: 'member',
  cache: 'no-store',
  response: AutoLikeResponseSchema,
});
