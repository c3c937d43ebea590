import {
  SWIPE_DAILY_LIKES,
  SwipeLikeResponseSchema,
  SwipeStackResponseSchema,
  likeProfileEndpoint,
  listLikesPageEndpoint,
  swipeLikeEndpoint,
  swipePassEndpoint,
  swipeStackEndpoint,
  swipeUnpassEndpoint,
  type Endpoint,
} from '@dating/shared/contracts/index';
import { ApiError } from '../http/errors';
import { fictionalProfile } from '../test/builders/profiles';
import { block } from '../members/blocks';
import { inject, type InjectInput } from '../test/inject';
import { setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember, createTestMember, type TestMember } from '../test/builders/members';
import { swipeLike } from './swipe';

const context = setupTestContext({ seed: { profiles: 0, photos: false }, app: { unlimited: true } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

type Member = TestMember & { cookie: string };
const call = <E extends Endpoint>(member: Member, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(ctx.app, endpoint, { ...input, as: member });
const stack = async (member: Member) => SwipeStackResponseSchema.parse((await call(member, swipeStackEndpoint)).json());
const stackIds = async (member: Member) => (await stack(member)).profiles.map((p) => p.id);

/** A member whose search defaults (women, NL, ages 76–96) only the profiles this file makes fit. */
const player = () => createLoggedInMember(ctx, { prefix: 'swipe', profile: { dateOfBirth: '1940-03-03' } });
const old = { dateOfBirth: '1941-05-05' };

describe('the swipe stack', () => {
  it('holds the search defaults’ profiles, photos first, without own, liked, passed or blocked ones; undo brings a pass back', async () => {
    const me = await player();
    const noPhoto = await fictionalProfile(ctx, { ...old, photo: false });
    const [a, b, c, d] = [
      await fictionalProfile(ctx, old),
      await fictionalProfile(ctx, old),
      await fictionalProfile(ctx, old),
      await fictionalProfile(ctx, old),
    ];
    const blocker = await createTestMember(ctx, { prefix: 'swipe-blocker', profile: { ...old, gender: 'female' } });
    const outside = await fictionalProfile(ctx, { dateOfBirth: '1990-01-01' });
    const man = await fictionalProfile(ctx, { ...old, gender: 'male' });
    const first = await stack(me);
    // With a photo first (newest first), then without: the member who has none yet, the fictional one.
    expect(first.profiles.map((p) => p.id)).toEqual([d, c, b, a, blocker.profileId, noPhoto]);
    expect(first.profiles.map((p) => p.id)).not.toContain(outside);
    expect(first.profiles.map((p) => p.id)).not.toContain(man);
    expect(first.profiles.map((p) => p.id)).not.toContain(me.profileId);
    expect(first.likes_left).toBe(SWIPE_DAILY_LIKES);
    expect(new Date(first.resets_at).toISOString()).toMatch(/T00:00:00\.000Z$/);

    await block(ctx.database.db, blocker.profileId, me.profileId);
    expect(await stackIds(me)).not.toContain(blocker.profileId);
    expect(SwipeLikeResponseSchema.parse((await call(me, swipeLikeEndpoint, { body: { profile: d } })).json())).toMatchObject({
      liked: true,
      likes_left: 3,
    });
    expect((await call(me, swipePassEndpoint, { body: { profile: c } })).json()).toEqual({ passed: true });
    expect(await stackIds(me)).toEqual([b, a, noPhoto]);
    expect((await call(me, swipeUnpassEndpoint, { body: { profile: c } })).json()).toEqual({ passed: false });
    expect(await stackIds(me)).toEqual([c, b, a, noPhoto]);
    expect((await call(me, swipePassEndpoint, { body: { profile: blocker.profileId } })).statusCode).toBe(404);
  });
});

describe('swipe likes', () => {
  it('allow SWIPE_DAILY_LIKES a UTC day: the next is refused until midnight UTC, a repeat counts nothing', async () => {
    const me = await player();
    const cards: number[] = [];
    for (let i = 0; i < SWIPE_DAILY_LIKES + 2; i += 1) cards.push(await fictionalProfile(ctx, old));
    const member = { profileId: me.profileId };
    const target = (id: number) => ({ id, userId: null });
    const lateEvening = new Date('2026-03-10T23:59:59.000Z');
    for (const [i, id] of cards.slice(0, SWIPE_DAILY_LIKES).entries()) {
      const { response } = await swipeLike(ctx.database.db, member, target(id), lateEvening);
      expect(response.likes_left).toBe(SWIPE_DAILY_LIKES - 1 - i);
    }
    // Liking a card already liked is no new like: no error, nothing counted.
    expect((await swipeLike(ctx.database.db, member, target(cards[0]!), lateEvening)).response.likes_left).toBe(0);
    await expect(swipeLike(ctx.database.db, member, target(cards[SWIPE_DAILY_LIKES]!), lateEvening)).rejects.toMatchObject(
      new ApiError(429, 'daily_limit_reached', 'You have used all your likes for today.'),
    );
    const midnight = new Date('2026-03-11T00:00:00.000Z');
    const { response } = await swipeLike(ctx.database.db, member, target(cards[SWIPE_DAILY_LIKES]!), midnight);
    expect(response).toEqual({ liked: true, match: false, likes_left: SWIPE_DAILY_LIKES - 1 });
  });

  it('never allow more than SWIPE_DAILY_LIKES under concurrent requests', async () => {
    const me = await player();
    const cards: number[] = [];
    for (let i = 0; i < SWIPE_DAILY_LIKES + 4; i += 1) cards.push(await fictionalProfile(ctx, old));
    const answers = await Promise.all(cards.map((profile) => call(me, swipeLikeEndpoint, { body: { profile } })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(SWIPE_DAILY_LIKES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(answers.find((answer) => answer.statusCode === 429)?.json()).toMatchObject({ error: { code: 'daily_limit_reached' } });
    expect((await stack(me)).likes_left).toBe(0);
    // Exactly the accepted ones are liked.
    const sent = (await call(me, listLikesPageEndpoint, { query: { type: 'sent' } })).json() as { total: number };
    expect(sent.total).toBe(SWIPE_DAILY_LIKES);
  });

  it('match when the card liked the member first, and refuse cards across a block', async () => {
    const me = await player();
    const fan = await createLoggedInMember(ctx, { prefix: 'swipe-fan', profile: { ...old, gender: 'female' } });
    expect((await call(fan, likeProfileEndpoint, { body: { profile: me.profileId } })).statusCode).toBe(200);
    expect((await call(me, swipeLikeEndpoint, { body: { profile: fan.profileId } })).json()).toEqual({
      liked: true,
      match: true,
      likes_left: SWIPE_DAILY_LIKES - 1,
    });
    const blocked = await fictionalProfile(ctx, old);
    await block(ctx.database.db, me.profileId, blocked);
    expect((await call(me, swipeLikeEndpoint, { body: { profile: blocked } })).statusCode).toBe(404);
  });
});
