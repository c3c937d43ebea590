import { setupServer } from 'msw/node';
import { createApiClient } from '../api-client/api-client';
import { likeProfileEndpoint } from '../contracts/blocks';
import {
  autoLikeEndpoint,
  listLikesEndpoint,
  listLikesPageEndpoint,
  markLikeSeenEndpoint,
  unlikeProfileEndpoint,
} from '../contracts/likes';
import { SWIPE_DAILY_LIKES, swipeLikeEndpoint, swipePassEndpoint, swipeStackEndpoint, swipeUnpassEndpoint } from '../contracts/swipe';
import { createLikesHandlers } from './likes';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = createApiClient({ baseUrl: 'http://localhost', retries: 0 });
const use = (options?: Parameters<typeof createLikesHandlers>[0]) => {
  const mock = createLikesHandlers({ now: () => new Date('2026-01-10T22:00:00Z'), ...options });
  server.use(...mock.handlers);
  return mock;
};

describe('likes mock, read through the real client and contracts', () => {
  it('pages the tabs in the api’s order; a like back, a removal and a seen flag show at once', async () => {
    use();
    const received = await api.call(listLikesPageEndpoint, { query: { type: 'received' } });
    expect(received.items.map((item) => [item.profile.id, item.like_new])).toEqual([
      [103, true],
      [102, false],
      [101, false],
    ]);
    expect(received).toMatchObject({ page: 1, total: 3, has_more: false, total_new: 1 });
    expect((await api.call(likeProfileEndpoint, { body: { profile: 103 } })).match).toBe(true);
    expect((await api.call(listLikesPageEndpoint, { query: { type: 'matches' } })).items.map((item) => item.profile.id)).toContain(103);
    await api.call(unlikeProfileEndpoint, { body: { profile: 101 } });
    expect((await api.call(listLikesPageEndpoint, { query: { type: 'sent' } })).items.map((item) => item.profile.id)).not.toContain(101);
    expect(await api.call(markLikeSeenEndpoint, { body: { profile: 103 } })).toEqual({ total_new: 0 });
    expect((await api.call(listLikesEndpoint)).total_new).toBe(0);
  });

  it('gives one fictional auto-like a day, shown as new in Received', async () => {
    use();
    const { profile } = await api.call(autoLikeEndpoint);
    expect(profile?.fictional).toBe(true);
    expect((await api.call(autoLikeEndpoint)).profile).toBeNull();
    expect((await api.call(listLikesEndpoint)).liked_by).toContainEqual({ id: profile!.id, like_new: true });
  });

  it('swipes: photos first, passes leave the stack (undo brings them back), the fifth like of a day is refused', async () => {
    use();
    const stack = await api.call(swipeStackEndpoint);
    expect(stack).toMatchObject({ likes_left: SWIPE_DAILY_LIKES, resets_at: '2026-01-11T00:00:00.000Z' });
    const hasPhoto = stack.profiles.map((p) => p.main_image !== null);
    expect(hasPhoto).toEqual([...hasPhoto].sort((x, y) => Number(y) - Number(x)));
    const [a, b, c, d, e, f] = stack.profiles.map((p) => p.id);
    await api.call(swipePassEndpoint, { body: { profile: a! } });
    expect((await api.call(swipeStackEndpoint)).profiles.map((p) => p.id)).not.toContain(a);
    await api.call(swipeUnpassEndpoint, { body: { profile: a! } });
    expect((await api.call(swipeStackEndpoint)).profiles.map((p) => p.id)).toContain(a);
    for (const [index, id] of [b, c, d, e].entries())
      expect((await api.call(swipeLikeEndpoint, { body: { profile: id! } })).likes_left).toBe(SWIPE_DAILY_LIKES - index - 1);
    await expect(api.call(swipeLikeEndpoint, { body: { profile: f! } })).rejects.toMatchObject({
      status: 429,
      code: 'daily_limit_reached',
    });
  });

  it('refuses visitors', async () => {
    use({ loggedIn: () => false });
    await expect(api.call(listLikesPageEndpoint, { query: { type: 'sent' } })).rejects.toMatchObject({ status: 403 });
  });
});
