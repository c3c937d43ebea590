import { createEventBus } from '@dating/shared/bus/event-bus';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { Endpoint } from '@dating/shared/contracts/endpoint';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { detectPushCapability, followPushRequests } from './push-permission';

function fakeApi(): { api: ApiClient; deletes: string[] } {
  const deletes: string[] = [];
  const api = {
    call: jest.fn(async (endpoint: Endpoint) => {
      if (endpoint.method === 'DELETE') deletes.push(endpoint.path);
      return { user: { ...freeUserFixture, push_subscribed: false } };
    }),
  } as unknown as ApiClient;
  return { api, deletes };
}

describe('push requests from remotes', () => {
  it('turns push off on request: the api forgets the subscriptions, the push state and user follow', async () => {
    const bus = createEventBus({ initial: { auth: { status: 'logged_in', user: { ...freeUserFixture, push_subscribed: true } } } });
    bus.set('push', { capability: 'granted', isSubscribed: true, lastMessage: null });
    const { api, deletes } = fakeApi();
    const subscription = followPushRequests(bus, api, 'public-key');
    bus.emit('pushToggleRequested', { subscribe: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(deletes).toEqual(['/api/push-subscription.php']);
    expect(bus.get('push').isSubscribed).toBe(false);
    const auth = bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.push_subscribed).toBe(false);
    subscription.unsubscribe();
  });

  it('reads the capability: unsupported without Notification, service workers or PushManager', () => {
    expect(detectPushCapability({ navigator: {} } as unknown as Window)).toBe('unsupported');
  });
});
