import { and, eq } from 'drizzle-orm';
import {
  AutoLikeResponseSchema,
  LIKES_PAGE_SIZE,
  LIKES_TYPES,
  LikeReceivedResponseSchema,
  LikeSeenResponseSchema,
  LikesListResponseSchema,
  type LikesType,
  SettingsSchema,
  autoLikeEndpoint,
  getLikeReceivedEndpoint,
  getMemberProfileEndpoint,
  getSettingsEndpoint,
  likeProfileEndpoint,
  listLikesPageEndpoint,
  markLikeSeenEndpoint,
  unlikeProfileEndpoint,
  type Endpoint,
} from '@dating/shared/contracts/index';
import { autoLikes, likes, profiles, users } from '../db/schema';
import { block } from '../members/blocks';
import { inject, type InjectInput } from '../test/inject';
import { CLIENT, setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember, createTestMember, type TestMember } from '../test/builders/members';
import { autoLike } from './auto-like';
import { fictionalProfile } from '../test/builders/profiles';
import { eventsOf } from './likes-test-kit';

const context = setupTestContext({ seed: { profiles: 0, photos: false }, app: { unlimited: true } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

type Member = TestMember & { cookie: string };
const db = () => ctx.database.db;
const call = <E extends Endpoint>(member: Member, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(ctx.app, endpoint, { ...input, as: member });
const like = (member: Member, profile: number) => call(member, likeProfileEndpoint, { body: { profile } });
const viewProfile = (member: Member, profile: number) => call(member, getMemberProfileEndpoint, { query: { id: profile } });
const tab = async (member: Member, type: LikesType, page = 1) => {
  const response = await call(member, listLikesPageEndpoint, { query: { type, page } });
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return LikesListResponseSchema.parse(response.json());
};
const ids = (list: { items: { profile: { id: number } }[] }) => list.items.map((item) => item.profile.id);
/** Dates a like, so the test decides the order rather than the clock. */
const dateLike = (from: number, to: number, minute: number) =>
  db()
    .update(likes)
    .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 10, minute)) })
    .where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to)));
const isNew = async (from: number, to: number) =>
  (
    await db()
      .select({ isNew: likes.isNew })
      .from(likes)
      .where(and(eq(likes.fromProfileId, from), eq(likes.toProfileId, to)))
  )[0]?.isNew ?? null;
const members = async (prefix: string, n: number) => {
  const list: Member[] = [];
  for (let i = 0; i < n; i += 1) list.push(await createLoggedInMember(ctx, { prefix }));
  return list;
};

describe('the likes tabs', () => {
  it('received: new first, then newest; sent: newest first; matches: both ways', async () => {
    const [me, a, b, c, d] = (await members('tabs', 5)) as [Member, Member, Member, Member, Member];
    for (const [other, minute] of [
      [a, 5],
      [b, 1],
      [c, 2],
    ] as const) {
      expect((await like(other, me.profileId)).statusCode).toBe(200);
      await dateLike(other.profileId, me.profileId, minute);
    }
    expect((await like(me, d.profileId)).json()).toEqual({ liked: true, match: false });
    expect((await like(me, c.profileId)).json()).toEqual({ liked: true, match: true });
    // a's like is the newest, but seen: it goes after the new ones.
    expect((await viewProfile(me, a.profileId)).statusCode).toBe(200);

    const received = await tab(me, 'received');
    expect(ids(received)).toEqual([c.profileId, b.profileId, a.profileId]);
    expect(received.items.map((item) => [item.like_new, item.matched])).toEqual([
      [true, true],
      [true, false],
      [false, false],
    ]);
    expect(received).toMatchObject({ page: 1, total: 3, has_more: false, total_new: 2 });
    expect(received.items[2]?.liked_at).toBe('2026-01-01T10:05:00.000Z');

    const sent = await tab(me, 'sent');
    expect(ids(sent)).toEqual([c.profileId, d.profileId]);
    expect(sent.items.map((item) => [item.like_new, item.matched])).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(ids(await tab(me, 'matches'))).toEqual([c.profileId]);
    expect(ids(await tab(c, 'matches'))).toEqual([me.profileId]);
  });

  it('pages by LIKES_PAGE_SIZE without repeating or skipping', async () => {
    const [popular] = (await members('tabs-popular', 1)) as [Member];
    const likers: number[] = [];
    for (let i = 0; i < LIKES_PAGE_SIZE + 2; i += 1) likers.push(await fictionalProfile(ctx));
    await db()
      .insert(likes)
      .values(
        likers.map((id, i) => ({
          fromProfileId: id,
          toProfileId: popular.profileId,
          isNew: false,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    const first = await tab(popular, 'received');
    const second = await tab(popular, 'received', 2);
    expect(first).toMatchObject({ total: LIKES_PAGE_SIZE + 2, has_more: true });
    expect(second).toMatchObject({ page: 2, has_more: false });
    expect([...ids(first), ...ids(second)]).toEqual([...likers].reverse());
    // A tab the contract does not name: sent raw, on the descriptor's path.
    const unnamed = await ctx.app.inject({
      method: 'GET',
      url: `${listLikesPageEndpoint.path}?type=liked`,
      headers: { ...CLIENT, cookie: popular.cookie },
    });
    expect(unnamed.statusCode).toBe(400);
  });

  it('hide members blocked either way and deleted ones, who cannot like across a block either', async () => {
    const [me, blockedByMe, blockingMe, deleted, kept] = (await members('tabs-blocks', 5)) as [Member, Member, Member, Member, Member];
    for (const other of [blockedByMe, blockingMe, deleted, kept]) {
      await like(other, me.profileId);
      await like(me, other.profileId);
    }
    await block(db(), me.profileId, blockedByMe.profileId);
    await block(db(), blockingMe.profileId, me.profileId);
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.profileId));
    for (const type of LIKES_TYPES) {
      const list = await tab(me, type);
      expect(ids(list)).toEqual([kept.profileId]);
      expect(list).toMatchObject({ total: 1, total_new: 1 });
    }
    for (const [from, to] of [
      [me, blockedByMe],
      [blockedByMe, me],
      [me, blockingMe],
      [blockingMe, me],
    ] as const) {
      expect((await like(from, to.profileId)).statusCode).toBe(404);
    }
  });

  it('require a login', async () => {
    const response = await inject(ctx.app, listLikesPageEndpoint, { query: { type: 'received' } });
    expect(response.statusCode).toBe(403);
  });
});

describe("GET /api/like-received.php (the like modal's check)", () => {
  const likesYou = async (member: Member, profile: number | string) => {
    const response = await call(member, getLikeReceivedEndpoint, { query: { profile } });
    expect([response.statusCode, response.headers['cache-control']]).toEqual([200, 'no-store']);
    return LikeReceivedResponseSchema.parse(response.json()).likes_you;
  };

  it('is true only for a like that profile gave the member', async () => {
    const [me, liker, liked, stranger] = (await members('received-check', 4)) as [Member, Member, Member, Member];
    await like(liker, me.profileId);
    await like(me, liked.profileId);
    expect(await likesYou(me, liker.profileId)).toBe(true);
    // A like the other way, none at all, the member's own profile, an unknown one: all the same false.
    expect(await likesYou(me, liked.profileId)).toBe(false);
    expect(await likesYou(me, stranger.profileId)).toBe(false);
    expect(await likesYou(liker, me.profileId)).toBe(false);
    expect(await likesYou(me, me.profileId)).toBe(false);
    expect(await likesYou(me, 2_000_000_000)).toBe(false);
    // Asking reads, it does not see: the like stays new.
    expect(await isNew(liker.profileId, me.profileId)).toBe(true);
    // A removed like is no like.
    await call(liker, unlikeProfileEndpoint, { body: { profile: me.profileId } });
    expect(await likesYou(me, liker.profileId)).toBe(false);
  });

  it('is false for a liker blocked either way, deleted or switched off; an invisible one is a contact', async () => {
    type Seven = [Member, Member, Member, Member, Member, Member, Member];
    const [me, blockedByMe, blockingMe, deleted, leaving, disabled, invisible] = (await members('received-hidden', 7)) as Seven;
    for (const other of [blockedByMe, blockingMe, deleted, leaving, disabled, invisible]) await like(other, me.profileId);
    await block(db(), me.profileId, blockedByMe.profileId);
    await block(db(), blockingMe.profileId, me.profileId);
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.profileId));
    await db().update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, leaving.id));
    await db().update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, disabled.profileId));
    await db().update(users).set({ invisible: true }).where(eq(users.id, invisible.id));
    for (const hidden of [blockedByMe, blockingMe, deleted, leaving, disabled])
      expect([hidden.email, await likesYou(me, hidden.profileId)]).toEqual([hidden.email, false]);
    expect(await likesYou(me, invisible.profileId)).toBe(true);
  });

  it('requires a login and a valid id', async () => {
    const [me] = (await members('received-edge', 1)) as [Member];
    const visitor = await inject(ctx.app, getLikeReceivedEndpoint, { query: { profile: me.profileId } });
    expect([visitor.statusCode, visitor.json().error.code]).toEqual([403, 'authentication_required']);
    for (const bad of ['0', 'x', '2147483648'])
      expect((await call(me, getLikeReceivedEndpoint, { query: { profile: bad } })).statusCode).toBe(400);
  });
});

describe('the new-like flag', () => {
  it('is cleared only when the liked member opens the liker, with their counters event', async () => {
    const [liker, liked, someoneElse] = (await members('flag', 3)) as [Member, Member, Member];
    await like(liker, liked.profileId);
    expect(await eventsOf(ctx, liked.id, 'counters')).toEqual([expect.objectContaining({ new_likes: 1 })]);
    // Others opening either profile, and the liker opening the liked one, leave it new.
    await viewProfile(someoneElse, liker.profileId);
    await viewProfile(someoneElse, liked.profileId);
    await viewProfile(liker, liked.profileId);
    expect(
      LikeSeenResponseSchema.parse((await call(someoneElse, markLikeSeenEndpoint, { body: { profile: liker.profileId } })).json()),
    ).toEqual({
      total_new: 0,
    });
    expect(LikeSeenResponseSchema.parse((await call(liker, markLikeSeenEndpoint, { body: { profile: liked.profileId } })).json())).toEqual({
      total_new: 0,
    });
    expect(await isNew(liker.profileId, liked.profileId)).toBe(true);
    expect((await tab(liked, 'received')).total_new).toBe(1);

    expect((await viewProfile(liked, liker.profileId)).statusCode).toBe(200);
    expect(await isNew(liker.profileId, liked.profileId)).toBe(false);
    expect((await tab(liked, 'received')).total_new).toBe(0);
    expect(await eventsOf(ctx, liked.id, 'counters')).toEqual([
      expect.objectContaining({ new_likes: 1 }),
      expect.objectContaining({ new_likes: 0 }),
    ]);
    // Opening it again records nothing more.
    await viewProfile(liked, liker.profileId);
    expect(await eventsOf(ctx, liked.id, 'counters')).toHaveLength(2);
  });

  it('is cleared by POST /api/like-seen.php for the liked member', async () => {
    const [liker, liked] = (await members('flag-call', 2)) as [Member, Member];
    await like(liker, liked.profileId);
    const seen = await call(liked, markLikeSeenEndpoint, { body: { profile: liker.profileId } });
    expect(seen.json()).toEqual({ total_new: 0 });
    expect(await isNew(liker.profileId, liked.profileId)).toBe(false);
  });
});

describe('matches', () => {
  it('two members liking each other at the same moment: one match each, one like event for the first', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = (await members('match', 2)) as [Member, Member];
      const answers = await Promise.all([like(a, b.profileId), like(b, a.profileId)]);
      const matched = answers.map((answer) => (answer.json() as { match: boolean }).match);
      // Exactly one of the two likes completed the pair.
      expect(matched.filter(Boolean)).toHaveLength(1);
      for (const [member, other] of [
        [a, b],
        [b, a],
      ] as const) {
        expect(await eventsOf(ctx, member.id, 'match')).toEqual([{ kind: 'match', profile: other.profileId }]);
      }
      const likeEvents = [...(await eventsOf(ctx, a.id, 'like')), ...(await eventsOf(ctx, b.id, 'like'))];
      expect(likeEvents).toHaveLength(1);
    }
  });

  it('removing a like: idempotent, the pair is no match any more, the other side’s new total drops', async () => {
    const [a, b] = (await members('unlike', 2)) as [Member, Member];
    await like(b, a.profileId);
    await like(a, b.profileId);
    expect(ids(await tab(a, 'matches'))).toEqual([b.profileId]);
    for (let i = 0; i < 2; i += 1)
      expect((await call(a, unlikeProfileEndpoint, { body: { profile: b.profileId } })).json()).toEqual({ liked: false });
    expect(ids(await tab(a, 'matches'))).toEqual([]);
    expect(ids(await tab(a, 'sent'))).toEqual([]);
    expect((await tab(b, 'received')).total).toBe(0);
    // a's like was new for b: b's counters say so at once.
    expect((await eventsOf(ctx, b.id, 'counters')).at(-1)).toMatchObject({ new_likes: 0 });
    // b still likes a: a's Received keeps it.
    expect(ids(await tab(a, 'received'))).toEqual([b.profileId]);
  });
});

describe('auto-like', () => {
  /** A member whose search defaults (women, NL, 76–96) only the profiles this test makes fit. */
  const lonelyMember = () => createLoggedInMember(ctx, { prefix: 'auto', profile: { dateOfBirth: '1940-03-03' } });
  const old = { dateOfBirth: '1941-05-05' };
  const settings = async () => SettingsSchema.parse((await inject(ctx.app, getSettingsEndpoint)).json());

  it('never picks a real member: a fitting fictional profile likes the member once a day, shown new in Received', async () => {
    const me = await lonelyMember();
    // Members who fit the defaults better than anyone: never chosen.
    for (let i = 0; i < 3; i += 1) await createTestMember(ctx, { prefix: 'auto-real', profile: { ...old, gender: 'female' } });
    const response = await call(me, autoLikeEndpoint);
    expect(AutoLikeResponseSchema.parse(response.json())).toEqual({ profile: null });

    const fictional = await fictionalProfile(ctx, old);
    // The day was used by the first call: tomorrow's call finds the fictional one.
    await db().update(autoLikes).set({ day: '2000-01-01' }).where(eq(autoLikes.profileId, me.profileId));
    const picked = (await call(me, autoLikeEndpoint)).json() as { profile: { id: number; fictional: boolean } | null };
    expect(picked.profile).toMatchObject({ id: fictional, fictional: true });
    expect((await call(me, autoLikeEndpoint)).json()).toEqual({ profile: null });
    const received = await tab(me, 'received');
    expect(received.items.map((item) => [item.profile.id, item.like_new])).toEqual([[fictional, true]]);
    expect(await eventsOf(ctx, me.id, 'like')).toEqual([{ kind: 'like', profile: fictional }]);
    // Liking it back makes a match.
    expect((await like(me, fictional)).json()).toEqual({ liked: true, match: true });
  });

  it('gives nothing on a day the member already had a match, nor twice to concurrent calls', async () => {
    const me = await lonelyMember();
    for (let i = 0; i < 3; i += 1) await fictionalProfile(ctx, old);
    const [other] = (await members('auto-match', 1)) as [Member];
    await like(other, me.profileId);
    await like(me, other.profileId);
    const site = await settings();
    const now = new Date();
    expect((await autoLike(db(), { userId: me.id, profileId: me.profileId }, site, now)).profile).toBeNull();

    const tomorrow = new Date(now.getTime() + 86_400_000);
    const answers = await Promise.all([
      autoLike(db(), { userId: me.id, profileId: me.profileId }, site, tomorrow),
      autoLike(db(), { userId: me.id, profileId: me.profileId }, site, tomorrow),
    ]);
    expect(answers.filter((answer) => answer.profile !== null)).toHaveLength(1);
    expect(answers.find((answer) => answer.profile)?.profile?.fictional).toBe(true);
  });
});
