import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { Endpoint } from '@dating/shared/contracts/endpoint';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import type { BrowserPushSubscription, PushBrowser } from './push-browser';

/** Test-only fakes of the browser's push objects and of the api's push endpoints. */

export const TEST_PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

export interface FakeBrowserOptions {
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** 'none': no service worker ever becomes active. */
  worker?: 'active' | 'none';
  /** This browser already has a subscription (from an earlier visit). */
  existing?: boolean;
  subscribeFails?: boolean;
}

function fakeSubscription(endpoint: string, onUnsubscribe: () => void = () => undefined) {
  return {
    endpoint,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA', auth: 'tBHItJI5svbpez7KI4CCXg' },
    }),
    unsubscribe: jest.fn(async () => {
      onUnsubscribe();
      return true;
    }),
  } satisfies BrowserPushSubscription;
}

export function fakePushBrowser(options: FakeBrowserOptions = {}) {
  let permission: NotificationPermission = options.permission ?? 'default';
  const state: { current: ReturnType<typeof fakeSubscription> | null } = { current: null };
  const make = (endpoint: string) => {
    const subscription = fakeSubscription(endpoint, () => {
      if (state.current === subscription) state.current = null;
    });
    return subscription;
  };
  if (options.existing) state.current = make('https://push.example.test/send/existing');
  const subscribe = jest.fn(async (_request: { userVisibleOnly: boolean; applicationServerKey: BufferSource }) => {
    if (options.subscribeFails) throw new DOMException('The push service is unreachable', 'AbortError');
    state.current ??= make('https://push.example.test/send/new');
    return state.current;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => state.current } };
  const requestPermission = jest.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission,
    serviceWorker: {
      ready: options.worker === 'none' ? new Promise(() => undefined) : Promise.resolve(registration),
      getRegistration: async () => (options.worker === 'none' ? undefined : registration),
    },
  };
  return { browser, subscribe, requestPermission, state };
}

interface ApiCall {
  method: string;
  path: string;
  body?: unknown;
}

/** The api's push registration and removal; `fail` makes every call reject like a network error. */
export function fakePushApi(options: { fail?: boolean } = {}) {
  const calls: ApiCall[] = [];
  const api = {
    call: jest.fn(async (endpoint: Endpoint, input?: { body?: unknown }) => {
      calls.push({ method: endpoint.method, path: endpoint.path, body: input?.body });
      if (options.fail) throw new TypeError('Failed to fetch');
      return { user: { ...freeUserFixture, push_subscribed: endpoint.method === 'POST' } };
    }),
  } as unknown as ApiClient;
  return { api, calls };
}
