import { bannerInTurn, bannerQueue, EMPTY_BANNER_QUEUE, type BannerId, type BannerQueue, type BannerQueueAction } from './banner-queue';

const run = (...actions: BannerQueueAction[]): BannerQueue => actions.reduce(bannerQueue, EMPTY_BANNER_QUEUE);
const arrived = (id: BannerId): BannerQueueAction => ({ type: 'arrived', id });
const left = (id: BannerId): BannerQueueAction => ({ type: 'left', id });
const next: BannerQueueAction = { type: 'next' };

describe('the banner queue: one banner at a time, by priority', () => {
  it('left alone, shows the most important banner present, whatever the order they arrived in', () => {
    const queue = run(arrived('push-opt-in'), arrived('profile-photo-alert'), arrived('time-bonus-banner'));
    expect(bannerInTurn(queue)).toEqual({ shown: 'profile-photo-alert', index: 0, total: 3 });
  });

  it('a later banner of lower rank queues behind the one being read; one of higher rank takes the slot', () => {
    const reading = run(arrived('push-opt-in'), arrived('notifications-disabled'), next);
    expect(bannerInTurn(reading)).toEqual({ shown: 'notifications-disabled', index: 1, total: 2 });
    // Going back to the first, then a lower one arrives: the member keeps reading the one they chose.
    const back = run(arrived('time-bonus-banner'), arrived('notifications-disabled'), next, next, arrived('push-opt-in'));
    expect(bannerInTurn(back)).toEqual({ shown: 'time-bonus-banner', index: 0, total: 3 });
    // Reading the last of the line: a banner that outranks it comes forward at once.
    expect(bannerInTurn(bannerQueue(reading, arrived('activation-reminder')))).toEqual({
      shown: 'activation-reminder',
      index: 0,
      total: 3,
    });
  });

  it('a banner in line that goes away leaves the one on screen where it is', () => {
    const reading = run(arrived('activation-reminder'), arrived('push-opt-in'), arrived('notifications-disabled'), next, next);
    expect(bannerInTurn(reading).shown).toBe('notifications-disabled');
    expect(bannerInTurn(bannerQueue(reading, left('activation-reminder')))).toEqual({
      shown: 'notifications-disabled',
      index: 1,
      total: 2,
    });
  });

  it('the banner on screen going away hands the slot to the next behind it, and past the last to the first', () => {
    const three = run(arrived('activation-reminder'), arrived('push-opt-in'), arrived('notifications-disabled'), next);
    expect(bannerInTurn(bannerQueue(three, left('push-opt-in')))).toEqual({ shown: 'notifications-disabled', index: 1, total: 2 });
    const last = run(arrived('activation-reminder'), arrived('push-opt-in'), next, left('push-opt-in'));
    expect(bannerInTurn(last)).toEqual({ shown: 'activation-reminder', index: 0, total: 1 });
    expect(bannerInTurn(bannerQueue(last, left('activation-reminder')))).toEqual({ shown: null, index: 0, total: 0 });
  });

  it('"Next notice" goes round the line; an unchanged presence changes nothing', () => {
    const two = run(arrived('credits-owed'), arrived('push-opt-in'));
    expect(bannerInTurn(bannerQueue(bannerQueue(two, next), next)).shown).toBe('credits-owed');
    expect(bannerQueue(two, arrived('push-opt-in'))).toBe(two);
    expect(bannerQueue(two, left('welcome-bonus-banner'))).toBe(two);
    expect(bannerQueue(EMPTY_BANNER_QUEUE, next)).toBe(EMPTY_BANNER_QUEUE);
  });
});
