import { HttpResponse, type HttpHandler } from 'msw';
import { LikeRequestSchema, likeProfileEndpoint, type LikeResponse } from '../contracts/blocks';
import {
  LIKES_PAGE_SIZE,
  LikeReceivedQuerySchema,
  LikeTargetRequestSchema,
  LikesListQuerySchema,
  autoLikeEndpoint,
  getLikeReceivedEndpoint,
  listLikesEndpoint,
  listLikesPageEndpoint,
  markLikeSeenEndpoint,
  unlikeProfileEndpoint,
  type AutoLikeResponse,
  type LikeReceivedResponse,
  type LikesListItem,
  type LikesListResponse,
  type LikesResponse,
} from '../contracts/likes';
import type { ProfileSummary } from '../contracts/profile';
import {
  SWIPE_DAILY_LIKES,
  SWIPE_STACK_SIZE,
  SwipeRequestSchema,
  swipeLikeEndpoint,
  swipePassEndpoint,
  swipeStackEndpoint,
  swipeUnpassEndpoint,
  type SwipeStackResponse,
} from '../contracts/swipe';
import { endpointHandler } from './endpoint-handler';
import { errorResponse, readJson } from './responses';
import { searchProfilesFixture } from './search';

/** A received like in the mock: who, when (ISO), and whether the member has looked at it yet. */
interface MockReceivedLike {
  id: number;
  at: string;
  isNew: boolean;
}

export interface LikesMockState {
  received: MockReceivedLike[];
  /** Likes the member gave: profile id → when (ISO). */
  sent: Map<number, string>;
  passed: Set<number>;
  /** Swipe likes given on the mock's current day. */
  swipeLikesToday: number;
  /** Whether today's auto-like was given (at most one a day, as the api). */
  autoLiked: boolean;
  /**
   * Profiles the member may not see (a block either way, deleted, switched off): their likes stay in
   * `received`, but GET /api/like-received.php answers false for them, as the api does.
   */
  hidden: Set<number>;
}

export interface LikesMockOptions {
  loggedIn?: () => boolean;
  profiles?: ProfileSummary[];
  /** The initial state; by default 103 liked the member (new), 101 and 102 liked them and were liked back. */
  state?: Partial<LikesMockState>;
  /** The mock's clock (swipe's resets_at). */
  now?: () => Date;
}

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 10, 12, 0) - minutesAgo * 60_000).toISOString();

/**
 * The likes and swipe calls over the search fixtures, like the api: members only; tabs paged by
 * LIKES_PAGE_SIZE (received new first, then newest; sent and matches newest first); removing a like
 * and clearing a new flag are idempotent; auto-like gives one fictional liker a day; the swipe game
 * allows SWIPE_DAILY_LIKES likes, then 429 daily_limit_reached; the like modal's check is true for a
 * received like from a profile not `hidden`. Defaults: 103 liked the member (new),
 * 101 and 102 liked them too and were liked back (matches), so liking 102 again is a match; POST
 * /api/like.php answers from the same state, so a like back shows in the tabs.
 */
export function createLikesHandlers({
  loggedIn = () => true,
  profiles = searchProfilesFixture,
  state: initial = {},
  now = () => new Date(),
}: LikesMockOptions = {}): { state: LikesMockState; handlers: HttpHandler[] } {
  const state: LikesMockState = {
    received: initial.received ?? [
      { id: 103, at: at(5), isNew: true },
      { id: 102, at: at(60), isNew: false },
      { id: 101, at: at(120), isNew: false },
    ],
    sent:
      initial.sent ??
      new Map([
        [101, at(30)],
        [102, at(90)],
      ]),
    passed: initial.passed ?? new Set(),
    swipeLikesToday: initial.swipeLikesToday ?? 0,
    autoLiked: initial.autoLiked ?? false,
    hidden: initial.hidden ?? new Set(),
  };
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const denied = () => (loggedIn() ? null : errorResponse(403, 'authentication_required', 'Please log in to continue.'));
  const totalNew = () => state.received.filter((like) => like.isNew).length;
  const receivedOrder = () =>
    [...state.received].sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.at.localeCompare(a.at) || b.id - a.id);
  const badBody = (field: string) => errorResponse(400, 'validation_failed', `${field}: invalid`, field);

  const tab = (type: 'received' | 'sent' | 'matches'): LikesListItem[] => {
    const receivedFrom = new Map(state.received.map((like) => [like.id, like]));
    const items: LikesListItem[] = [];
    if (type === 'received') {
      for (const like of receivedOrder()) {
        const profile = byId.get(like.id);
        if (profile) items.push({ profile, like_new: like.isNew, liked_at: like.at, matched: state.sent.has(like.id) });
      }
      return items;
    }
    for (const [id, sentAt] of state.sent) {
      const profile = byId.get(id);
      const back = receivedFrom.get(id);
      if (!profile || (type === 'matches' && !back)) continue;
      const likedAt = type === 'matches' && back && back.at > sentAt ? back.at : sentAt;
      items.push({
        profile,
        like_new: type === 'matches' ? (back?.isNew ?? false) : false,
        liked_at: likedAt,
        matched: back !== undefined,
      });
    }
    return items.sort((a, b) => b.liked_at.localeCompare(a.liked_at) || b.profile.id - a.profile.id);
  };

  const handlers: HttpHandler[] = [
    endpointHandler(listLikesEndpoint, () => {
      const refused = denied();
      if (refused) return refused;
      const received = receivedOrder().filter((like) => byId.has(like.id));
      const sent = [...state.sent.keys()].filter((id) => byId.has(id));
      const ids = new Set([...received.map((like) => like.id), ...sent]);
      const body: LikesResponse = {
        profiles: [...ids].map((id) => byId.get(id)!),
        liked_by: received.map((like) => ({ id: like.id, like_new: like.isNew })),
        liked: sent.map((id) => ({ id })),
        total_new: totalNew(),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(listLikesPageEndpoint, ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const query = LikesListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return badBody(String(query.error.issues[0]?.path[0] ?? 'type'));
      const all = tab(query.data.type);
      const start = (query.data.page - 1) * LIKES_PAGE_SIZE;
      const body: LikesListResponse = {
        items: all.slice(start, start + LIKES_PAGE_SIZE),
        page: query.data.page,
        total: all.length,
        has_more: start + LIKES_PAGE_SIZE < all.length,
        total_new: totalNew(),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(getLikeReceivedEndpoint, ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const query = LikeReceivedQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return badBody('profile');
      const id = query.data.profile;
      const body: LikeReceivedResponse = {
        likes_you: byId.has(id) && !state.hidden.has(id) && state.received.some((like) => like.id === id),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(likeProfileEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = LikeRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      if (!byId.has(body.data.profile)) return errorResponse(404, 'not_found', 'Profile not found');
      if (!state.sent.has(body.data.profile)) state.sent.set(body.data.profile, now().toISOString());
      const answer: LikeResponse = { liked: true, match: state.received.some((like) => like.id === body.data.profile) };
      return HttpResponse.json(answer);
    }),
    endpointHandler(unlikeProfileEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = LikeTargetRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      state.sent.delete(body.data.profile);
      return HttpResponse.json({ liked: false as const });
    }),
    endpointHandler(markLikeSeenEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = LikeTargetRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      for (const like of state.received) if (like.id === body.data.profile) like.isNew = false;
      return HttpResponse.json({ total_new: totalNew() });
    }),
    endpointHandler(autoLikeEndpoint, () => {
      const refused = denied();
      if (refused) return refused;
      const liker = state.autoLiked
        ? undefined
        : profiles.find((p) => p.fictional && !state.sent.has(p.id) && !state.received.some((like) => like.id === p.id));
      if (liker) {
        state.autoLiked = true;
        state.received.push({ id: liker.id, at: now().toISOString(), isNew: true });
      }
      const body: AutoLikeResponse = { profile: liker ?? null };
      return HttpResponse.json(body);
    }),
    endpointHandler(swipeStackEndpoint, () => {
      const refused = denied();
      if (refused) return refused;
      const candidates = profiles.filter((p) => !state.sent.has(p.id) && !state.passed.has(p.id));
      const withPhoto = [...candidates.filter((p) => p.main_image), ...candidates.filter((p) => !p.main_image)];
      const today = now();
      const body: SwipeStackResponse = {
        profiles: withPhoto.slice(0, SWIPE_STACK_SIZE),
        likes_left: Math.max(0, SWIPE_DAILY_LIKES - state.swipeLikesToday),
        resets_at: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1)).toISOString(),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(swipeLikeEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = SwipeRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      const id = body.data.profile;
      if (!byId.has(id)) return errorResponse(404, 'not_found', 'Profile not found');
      if (!state.sent.has(id)) {
        if (state.swipeLikesToday >= SWIPE_DAILY_LIKES)
          return errorResponse(429, 'daily_limit_reached', 'You have used all your likes for today.');
        state.swipeLikesToday += 1;
        state.sent.set(id, now().toISOString());
      }
      return HttpResponse.json({
        liked: true as const,
        match: state.received.some((like) => like.id === id),
        likes_left: SWIPE_DAILY_LIKES - state.swipeLikesToday,
      });
    }),
    endpointHandler(swipePassEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = SwipeRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      if (!byId.has(body.data.profile)) return errorResponse(404, 'not_found', 'Profile not found');
      state.passed.add(body.data.profile);
      return HttpResponse.json({ passed: true });
    }),
    endpointHandler(swipeUnpassEndpoint, async ({ request }) => {
      const refused = denied();
      if (refused) return refused;
      const body = SwipeRequestSchema.safeParse(await readJson(request));
      if (!body.success) return badBody('profile');
      state.passed.delete(body.data.profile);
      return HttpResponse.json({ passed: false });
    }),
  ];
  return { state, handlers };
}
