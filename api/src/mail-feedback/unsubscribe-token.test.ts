import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { unsubscribeToken } from './unsubscribe-token';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await database.close();
});

it('mails set off at once on a fresh database all sign with the one key it then keeps', async () => {
  const tokens = await Promise.all(Array.from({ length: 5 }, () => unsubscribeToken(database.db, 7, 'Member@Demo.test')));
  expect(new Set(tokens).size).toBe(1);
  expect(tokens[0]).toMatch(/^7\.[A-Za-z0-9_-]{43}$/);
  expect(await database.db.select().from(serverSecrets)).toHaveLength(1);
  expect(await unsubscribeToken(database.db, 7, 'member@demo.test')).toBe(tokens[0]);
  expect(await unsubscribeToken(database.db, 8, 'member@demo.test')).not.toBe(tokens[0]);
});
