import { setupTestContext } from '../test/test-app';

const context = setupTestContext({ seed: false, config: { nodeEnv: 'production' } });

it('hides the development mailbox in production', async () => {
  const json = await context().app.inject({ method: 'GET', url: '/api/dev/mailbox.php' });
  expect(json.statusCode).toBe(404);
  expect(json.json().error.code).toBe('not_found');
  const page = await context().app.inject({ method: 'GET', url: '/dev/mailbox' });
  expect(page.statusCode).toBe(404);
});
