import { vi } from 'vitest';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
import { openSocket, refusedStatus } from './realtime-test-kit';

// A file of its own: it spends its app's connect allowance for the loopback address.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const context = setupTestContext();

beforeAll(async () => {
  await context().app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

it('refuses the upgrade with 429 once an address has tried 300 times in a minute, a member with a session too', async () => {
  const member = await createLoggedInMember(context(), { prefix: 'realtime-limit' });
  // Within the allowance the member connects (the hello arrives)…
  const socket = openSocket(context().app, { cookie: member.cookie });
  expect(await socket.next()).toMatchObject({ type: 'hello' });
  socket.close();
  // …and every attempt counts, refused ones included (299 more: 300 in all).
  const statuses: number[] = [];
  for (let batch = 0; batch < 299; batch += 50) {
    const size = Math.min(50, 299 - batch);
    statuses.push(...(await Promise.all(Array.from({ length: size }, () => refusedStatus(context().app, {})))));
  }
  expect(new Set(statuses)).toEqual(new Set([403]));
  expect(await refusedStatus(context().app, { cookie: member.cookie })).toBe(429);
});
