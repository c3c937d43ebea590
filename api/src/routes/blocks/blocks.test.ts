import { and, eq } from 'drizzle-orm';
import {
  BlockResponseSchema,
  BlocksResponseSchema,
  ChatsResponseSchema,
  ErrorBodySchema,
  LikeResponseSchema,
  LikesResponseSchema,
  MatchFinderResponseSchema,
  SearchResponseSchema,
  SimilarResponseSchema,
  blockProfileEndpoint,
  getMemberProfileEndpoint,
  getUserEndpoint,
  likeProfileEndpoint,
  listBlocksEndpoint,
  listChatsEndpoint,
  listLikesEndpoint,
  matchFinderEndpoint,
  searchMembersEndpoint,
  similarProfilesEndpoint,
  unblockProfileEndpoint,
  type Endpoint,
} from '@dating/shared/contracts/index';
import { likes, notifications, profiles } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { inject, type InjectInput } from '../../test/inject';
import { loginCookie, setupTestContext } from '../../test/test-app';

const context = setupTestContext();
const db = () => context().database.db;
type Who = 'free' | 'premium';
const cookies: Record<Who, string> = { free: '', premium: '' };
const ids: Record<Who, number> = { free: 0, premium: 0 };
const users: Record<Who, number> = { free: 0, premium: 0 };

beforeAll(async () => {
  for (const [who, email] of [
    ['free', DEMO_FREE_EMAIL],
    ['premium', DEMO_PREMIUM_EMAIL],
  ] as const) {
    cookies[who] = await loginCookie(context().app, email, DEMO_PASSWORD);
    const me = (await get(getUserEndpoint, who)).json();
    ids[who] = me.user.profile.id;
    const [row] = await db().select({ userId: profiles.userId }).from(profiles).where(eq(profiles.id, ids[who]));
    users[who] = row!.userId!;
  }
});

const get = <E extends Endpoint>(endpoint: E, who: Who, input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(context().app, endpoint, { ...input, as: cookies[who] });
type ProfileAction = typeof likeProfileEndpoint | typeof blockProfileEndpoint | typeof unblockProfileEndpoint;
const send = (endpoint: ProfileAction, who: Who | null, body: { profile: number }) =>
  inject(context().app, endpoint, { body, ...(who ? { as: cookies[who] } : {}) });

/** Everything the searcher finds with filters that certainly include `target` (its country, gender, exact age). */
async function searchFinds(who: Who, target: number): Promise<boolean> {
  const [row] = await db().select({ country: profiles.country, gender: profiles.gender }).from(profiles).where(eq(profiles.id, target));
  let after = '';
  for (;;) {
    const page = SearchResponseSchema.parse(
      (
        await get(searchMembersEndpoint, who, {
          query: { country: row!.country, gender: row!.gender, limit: 48, ...(after ? { after } : {}) },
        })
      ).json(),
    );
    if (page.profiles.some((p) => p.id === target)) return true;
    if (!page.next) return false;
    after = page.next;
  }
}

async function similarFinds(who: Who, target: number): Promise<boolean> {
  const [row] = await db().select({ country: profiles.country, gender: profiles.gender }).from(profiles).where(eq(profiles.id, target));
  const body = SimilarResponseSchema.parse(
    (await get(similarProfilesEndpoint, who, { query: { country: row!.country, gender: row!.gender } })).json(),
  );
  const finder = MatchFinderResponseSchema.parse(
    (await get(matchFinderEndpoint, who, { query: { country: row!.country, gender: row!.gender } })).json(),
  );
  return body.profiles.some((p) => p.id === target) || finder.matches.some((m) => m.profile.id === target);
}

describe('POST /api/like.php', () => {
  it('likes a profile once (idempotent), notifies the liked member once, and reports a match when mutual', async () => {
    const first = await send(likeProfileEndpoint, 'premium', { profile: ids.free });
    expect(first.statusCode).toBe(200);
    expect(LikeResponseSchema.parse(first.json())).toEqual({ liked: true, match: false });
    const again = await send(likeProfileEndpoint, 'premium', { profile: ids.free });
    expect(again.json()).toEqual({ liked: true, match: false });
    const pair = await db()
      .select()
      .from(likes)
      .where(and(eq(likes.fromProfileId, ids.premium), eq(likes.toProfileId, ids.free)));
    expect(pair).toHaveLength(1);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, users.free), eq(notifications.type, 'like')));
    expect(notes.filter((n) => n.payload.profile_id === ids.premium)).toHaveLength(1);

    const back = await send(likeProfileEndpoint, 'free', { profile: ids.premium });
    expect(back.json()).toEqual({ liked: true, match: true });
    const matchNotes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, users.premium), eq(notifications.type, 'match')));
    expect(matchNotes.filter((n) => n.payload.profile_id === ids.free)).toHaveLength(1);
    // The like shows in both likes lists.
    const received = LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json());
    expect(received.liked_by.map((l) => l.id)).toContain(ids.premium);
  });

  it('refuses a visitor (403), one’s own profile and unknown profiles (404)', async () => {
    expect((await send(likeProfileEndpoint, null, { profile: ids.free })).statusCode).toBe(403);
    const self = await send(likeProfileEndpoint, 'free', { profile: ids.free });
    expect(self.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(self.json()).error.code).toBe('not_found');
    expect((await send(likeProfileEndpoint, 'free', { profile: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('needs the client header (CSRF)', async () => {
    const response = await inject(context().app, likeProfileEndpoint, { as: cookies.free, client: false, body: { profile: ids.premium } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });
});

describe('blocking, both directions', () => {
  it('a fictional profile the member blocks leaves their chats, likes, search and similar sets, and cannot be viewed or liked; unblocking brings it back', async () => {
    const chats = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    const target = chats.chats[0]!.profile.id;
    await db().insert(likes).values({ fromProfileId: target, toProfileId: ids.free }).onConflictDoNothing();
    expect(LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json()).liked_by.map((l) => l.id)).toContain(target);
    expect(await searchFinds('free', target)).toBe(true);

    const blocked = await send(blockProfileEndpoint, 'free', { profile: target });
    expect(blocked.statusCode).toBe(200);
    expect(BlockResponseSchema.parse(blocked.json())).toEqual({ blocked: true });
    expect((await send(blockProfileEndpoint, 'free', { profile: target })).json()).toEqual({ blocked: true });

    expect(ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json()).chats.map((c) => c.profile.id)).not.toContain(target);
    const likesAfter = LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json());
    expect(likesAfter.liked_by.map((l) => l.id)).not.toContain(target);
    expect(likesAfter.profiles.map((p) => p.id)).not.toContain(target);
    expect(await searchFinds('free', target)).toBe(false);
    expect(await similarFinds('free', target)).toBe(false);
    expect((await get(getMemberProfileEndpoint, 'free', { query: { id: target } })).statusCode).toBe(404);
    expect((await get(similarProfilesEndpoint, 'free', { query: { id: target } })).statusCode).toBe(404);
    expect((await send(likeProfileEndpoint, 'free', { profile: target })).statusCode).toBe(404);

    const list = BlocksResponseSchema.parse((await get(listBlocksEndpoint, 'free')).json());
    expect(list.blocks[0]!.profile.id).toBe(target);

    const undone = await send(unblockProfileEndpoint, 'free', { profile: target });
    expect(undone.json()).toEqual({ blocked: false });
    expect(BlocksResponseSchema.parse((await get(listBlocksEndpoint, 'free')).json()).blocks.map((b) => b.profile.id)).not.toContain(
      target,
    );
    expect((await get(getMemberProfileEndpoint, 'free', { query: { id: target } })).statusCode).toBe(200);
    expect(await searchFinds('free', target)).toBe(true);
    // Blocking removed the conversation from the member's list; unblocking does not bring it back (a new message would).
    expect(ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json()).chats.map((c) => c.profile.id)).not.toContain(target);
  });

  it('the blocked member cannot see the blocker anywhere nor contact them, and cannot lift the block', async () => {
    expect((await get(getMemberProfileEndpoint, 'premium', { query: { id: ids.free } })).statusCode).toBe(200);
    expect(await searchFinds('premium', ids.free)).toBe(true);

    expect((await send(blockProfileEndpoint, 'free', { profile: ids.premium })).statusCode).toBe(200);

    const view = await get(getMemberProfileEndpoint, 'premium', { query: { id: ids.free } });
    expect(view.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(view.json()).error.code).toBe('not_found');
    expect(await searchFinds('premium', ids.free)).toBe(false);
    expect(await similarFinds('premium', ids.free)).toBe(false);
    expect((await send(likeProfileEndpoint, 'premium', { profile: ids.free })).statusCode).toBe(404);
    expect((await send(blockProfileEndpoint, 'premium', { profile: ids.free })).statusCode).toBe(404);
    expect(LikesResponseSchema.parse((await get(listLikesEndpoint, 'premium')).json()).profiles.map((p) => p.id)).not.toContain(ids.free);
    // The blocker does not see the blocked member either.
    expect((await get(getMemberProfileEndpoint, 'free', { query: { id: ids.premium } })).statusCode).toBe(404);
    expect(await searchFinds('free', ids.premium)).toBe(false);

    // Only the blocker lifts a block: the blocked member's DELETE changes nothing.
    await send(unblockProfileEndpoint, 'premium', { profile: ids.free });
    expect((await get(getMemberProfileEndpoint, 'premium', { query: { id: ids.free } })).statusCode).toBe(404);

    await send(unblockProfileEndpoint, 'free', { profile: ids.premium });
    expect((await get(getMemberProfileEndpoint, 'premium', { query: { id: ids.free } })).statusCode).toBe(200);
    expect(await searchFinds('premium', ids.free)).toBe(true);
  });

  it('members only; unknown profiles are 404', async () => {
    expect((await send(blockProfileEndpoint, null, { profile: ids.free })).statusCode).toBe(403);
    expect((await inject(context().app, listBlocksEndpoint)).statusCode).toBe(403);
    expect((await send(blockProfileEndpoint, 'free', { profile: 2_000_000_000 })).statusCode).toBe(404);
    expect((await send(blockProfileEndpoint, 'free', { profile: ids.free })).statusCode).toBe(404);
  });
});
