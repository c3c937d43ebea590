import { getMailboxEndpoint } from '@dating/shared/contracts/index';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';

const context = setupTestContext({ seed: false, config: { nodeEnv: 'production' } });

it('hides the development mailbox in production', async () => {
  const json = await inject(context().app, getMailboxEndpoint);
  expect(json.statusCode).toBe(404);
  expect(json.json().error.code).toBe('not_found');
  const page = await context().app.inject({ method: 'GET', url: '/dev/mailbox' });
  expect(page.statusCode).toBe(404);
});
