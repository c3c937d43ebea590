import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import type { User } from '@dating/shared/contracts/user';
import { createMockApi } from '@dating/shared/msw/handlers';
import { setupScreenServer } from '@dating/shared/test-support/screen-test-kit';

/**
 * The msw server of a settings test file (registers its own hooks). Other sections of the page
 * (account deletion, blocked members, …) load their own data: anything the test does not answer is
 * a quiet 404 for them.
 */
export function setupSettingsServer(): SetupServer {
  return setupScreenServer(
    http.all('*/api/*', () => HttpResponse.json({ error: { code: 'not_found', message: 'not here' } }, { status: 404 })),
  );
}

/** The shared mock api (shared/src/msw) over one logged-in member, answering on `server`. */
export function serveMockApi(server: SetupServer, initial: Partial<User> = {}): ReturnType<typeof createMockApi> {
  const mock = createMockApi({ loggedIn: true });
  mock.state.user = { ...mock.state.user!, ...initial };
  server.use(...mock.handlers);
  return mock;
}
