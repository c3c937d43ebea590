import {
  LikesListResponseSchema,
  LikesResponseSchema,
  NotificationsResponseSchema,
  getMemberProfileEndpoint,
  likeProfileEndpoint,
  listLikesEndpoint,
  listLikesPageEndpoint,
  listNotificationsEndpoint,
  type LikesType,
} from '@dating/shared/contracts/index';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from './demo-members';
import { inject } from '../test/inject';
import { loginCookie, setupTestContext } from '../test/test-app';

const context = setupTestContext();

describe('the seeded demo members’ notifications', () => {
  it('list every like the free demo member received, the new ones unread, each opening a profile they may see', async () => {
    const { app } = context();
    const cookie = await loginCookie(app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const likes = LikesResponseSchema.parse((await inject(app, listLikesEndpoint, { as: cookie })).json());
    const { notifications, unread } = NotificationsResponseSchema.parse(
      (await inject(app, listNotificationsEndpoint, { as: cookie })).json(),
    );
    const about = (types: string[]) =>
      notifications.filter((n) => types.includes(n.type)).map((n) => ({ id: n.payload.profile_id, name: n.payload.name, read: n.read }));

    const names = new Map(likes.profiles.map((p) => [p.id, p.name]));
    const expected = likes.liked_by.map((like) => ({ id: like.id, name: names.get(like.id), read: !like.like_new }));
    expect(likes.total_new).toBe(4);
    expect(about(['like', 'match']).sort((a, b) => Number(a.id) - Number(b.id))).toEqual(expected.sort((a, b) => a.id - b.id));
    expect(unread).toBe(likes.total_new);
    // The mutual like the member has not seen yet is announced as a match.
    const liked = new Set(likes.liked.map((like) => like.id));
    expect(about(['match']).map((n) => n.id)).toEqual(
      likes.liked_by.filter((like) => like.like_new && liked.has(like.id)).map((l) => l.id),
    );

    for (const { id } of expected)
      expect((await inject(app, getMemberProfileEndpoint, { as: cookie, query: { id } })).statusCode).toBe(200);
  });
});

describe('the seeded demo members’ likes', () => {
  it('fill every tab of the free demo member, and a fictional liker liked back is a match', async () => {
    const { app } = context();
    const cookie = await loginCookie(app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
    const tab = async (type: LikesType) =>
      LikesListResponseSchema.parse((await inject(app, listLikesPageEndpoint, { as: cookie, query: { type } })).json());
    const [received, sent, matches] = [await tab('received'), await tab('sent'), await tab('matches')];
    expect(received.total).toBeGreaterThan(matches.total);
    expect(sent.total).toBeGreaterThan(matches.total);
    expect(matches.total).toBeGreaterThan(0);
    const fan = received.items.find((item) => item.profile.fictional && !item.matched);
    expect(fan).toBeDefined();
    const liked = await inject(app, likeProfileEndpoint, { as: cookie, body: { profile: fan!.profile.id } });
    expect(liked.json()).toEqual({ liked: true, match: true });
    expect((await tab('matches')).items.map((item) => item.profile.id)).toContain(fan!.profile.id);
  });
});
