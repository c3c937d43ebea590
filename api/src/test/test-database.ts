import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDatabase, type Database } from '../db/database';
import { seed } from '../seed/seed';
import { currentTemplates, databaseUrl, templateDump, TEST_SEED, type TemplateKind } from './test-templates';

/**
 * A fresh database for one test file, migrated (`migrated`, the default) or migrated and seeded with
 * TEST_SEED (`seeded`). Default engine: PGlite in memory. With DATABASE_URL set
 * (scripts/test-api-postgres.sh), a uniquely named database on that server, dropped on close, so test
 * files never see each other's rows. Within a Jest run it is a copy of the run's template
 * (test-templates.ts); outside one it is migrated (and seeded) here.
 */
export async function createTestDatabase(kind: TemplateKind = 'migrated'): Promise<Database> {
  const templates = currentTemplates();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    if (templates) return createDatabase({ loadDataDir: templateDump(templates, kind) });
    const database = await createDatabase({});
    if (kind === 'seeded') await seedForTests(database);
    return database;
  }

  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(templates ? `CREATE DATABASE "${name}" TEMPLATE "${templates.sources[kind]}"` : `CREATE DATABASE "${name}"`);
  let database: Database;
  try {
    database = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name), maxConnections: 4 });
    if (!templates && kind === 'seeded') await seedForTests(database);
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

async function seedForTests(database: Database): Promise<void> {
  await seed(database.db, TEST_SEED);
}
