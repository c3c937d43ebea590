import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { rowId } from './fields';
import { ProfileSummarySchema } from './profile';

/** Likes a member may give in the swipe game per UTC day; the server counts them. */
export const SWIPE_DAILY_LIKES = 4;
/** Cards in one swipe stack; the game asks again when they run out. */
export const SWIPE_STACK_SIZE = 20;

/**
 * GET /api/swipe.php: the next cards, from the member's search defaults (the gender they look for,
 * their country, ages around theirs), never their own, nor anyone they liked, passed or blocked (or who
 * blocked them); profiles with a photo first. `likes_left` today, and `resets_at`: the next UTC
 * midnight, when the count starts again (the browser shows it in the member's local time).
 */
export const SwipeStackResponseSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  likes_left: z.number().int().min(0).max(SWIPE_DAILY_LIKES),
  resets_at: z.iso.datetime({ offset: true }),
});
export type SwipeStackResponse = z.infer<typeof SwipeStackResponseSchema>;

/** POST /api/swipe-like.php, POST/DELETE /api/swipe-pass.php: the card's profile. */
export const SwipeRequestSchema = z.object({ profile: rowId() });

/** A swipe like: a like as POST /api/like.php gives (match when liked back), and the likes left today. */
export const SwipeLikeResponseSchema = z.object({
  liked: z.literal(true),
  match: z.boolean(),
  likes_left: z.number().int().min(0).max(SWIPE_DAILY_LIKES),
});

/** Answer of POST/DELETE /api/swipe-pass.php: whether the card is now passed. */
const SwipePassResponseSchema = z.object({ passed: z.boolean() });

export const swipeStackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/swipe.php',
  access: 'member',
  cache: 'no-store',
  response: SwipeStackResponseSchema,
});

/**
 * Likes a card (members only). The SWIPE_DAILY_LIKES-th like of a UTC day is the last: the next one is
 * 429 `daily_limit_reached`, however many arrive at once. Liking a profile already liked counts
 * nothing. A profile the member may not see is 404.
 */
export const swipeLikeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/swipe-like.php',
  access: 'member',
  cache: 'no-store',
  // Far above a person's pace, low enough to stop a script.
  rate: { per: 'address', max: 120, windowSeconds: 60 },
  body: SwipeRequestSchema,
  response: SwipeLikeResponseSchema,
  errors: ['not_found', 'daily_limit_reached'],
});

/** Passes a card: it leaves the member's stacks for good (idempotent). A profile the member may not see is 404. */
export const swipePassEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/swipe-pass.php',
  access: 'member',
  cache: 'no-store',
  // Far above a person's pace, low enough to stop a script.
  rate: { per: 'address', max: 120, windowSeconds: 60 },
  body: SwipeRequestSchema,
  response: SwipePassResponseSchema,
  errors: ['not_found'],
});

/** Undoes a pass (the game's undo of the last pass): the card may come back (idempotent). */
export const swipeUnpassEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/swipe-pass.php',
  access: 'member',
  cache: 'no-store',
  body: SwipeRequestSchema,
  response: SwipePassResponseSchema,
});
