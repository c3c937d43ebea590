import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database } from '../db/database';

/**
 * A fresh, migrated database for one test file. Default: PGlite in memory. With DATABASE_URL set
 * (scripts/test-api-postgres.sh), a uniquely named database on that server, dropped on close, so test
 * files never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDatabase({});

  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await createDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  } catch (error) {
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
