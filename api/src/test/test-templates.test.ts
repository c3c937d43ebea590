import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { createDatabase } from '../db/database';
import { seed } from '../seed/seed';
import { createTestDatabase } from './test-database';
import { currentTemplates, TEST_SEED, type TemplateKind } from './test-templates';

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Tables, columns, indexes and constraints: what the migrations made, in a stable order. */
async function shape(db: Db): Promise<unknown> {
  return {
    columns: await rows(
      db,
      sql`SELECT table_schema, table_name, column_name, data_type, column_default, is_nullable FROM information_schema.columns
          WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2, 3`,
    ),
    indexes: await rows(
      db,
      sql`SELECT schemaname, tablename, indexname, indexdef FROM pg_indexes WHERE schemaname <> 'pg_catalog' ORDER BY 1, 2, 3`,
    ),
    constraints: await rows(
      db,
      sql`SELECT n.nspname, c.conname, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
          WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2, 3`,
    ),
    enums: await rows(
      db,
      sql`SELECT t.typname, e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid ORDER BY 1, e.enumsortorder`,
    ),
  };
}

/** A site's web-push key pair: generated anew by every seed. */
const GENERATED_KEYS = new Set(['vapid_private_key', 'push_public_key']);

/** A value with the parts a seed generates at random replaced by what they are. */
function byKind(column: string, value: unknown): unknown {
  if (column === 'password_hash' && typeof value === 'string' && value.startsWith('$argon2id$')) return 'argon2id';
  if (GENERATED_KEYS.has(column) && typeof value === 'string' && /^[\w-]{40,}$/.test(value)) return 'a generated key';
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, byKind(key, inner)]));
  }
  return value instanceof Date ? value.toISOString() : value;
}

/**
 * Every row of every table, in a stable order. Three kinds of value differ between any two seeds and are
 * compared by kind: a password hash (argon2id salts each hash), a site's web-push keys (a new pair each
 * seed) and a time the database's `now()` filled in.
 */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const tables = await rows(
    db,
    sql`SELECT table_schema, table_name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  const nowFilled = await rows(
    db,
    sql`SELECT table_schema, table_name, column_name FROM information_schema.columns WHERE column_default ILIKE '%now()%'`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_schema: schema, table_name: table } of tables as { table_schema: string; table_name: string }[]) {
    const dbNow = new Set(nowFilled.filter((c) => c.table_schema === schema && c.table_name === table).map((c) => String(c.column_name)));
    const all = await rows(db, sql.raw(`SELECT * FROM "${schema}"."${table}"`));
    out[`${schema}.${table}`] = all
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row).map(([column, value]) => [column, dbNow.has(column) && value !== null ? 'now()' : byKind(column, value)]),
          ),
        ),
      )
      .sort();
  }
  return out;
}

const templates = currentTemplates();

describe('the tests’ template databases', () => {
  it('are built for this run', () => {
    // The api project's Jest global set-up builds them; without them every file would migrate its own again.
    expect(templates).not.toBeNull();
  });

  // One database migrated here the slow way, without the templates, as every test file used to: compared
  // with the migrated template first, then seeded and compared with the seeded one (the kinds run in this
  // order), so that the slow migration is paid once.
  let fresh: Promise<Database> | undefined;
  afterAll(async () => {
    await (await fresh)?.close();
  });

  describe.each<TemplateKind>(['migrated', 'seeded'])('the %s template', (kind) => {
    let copy: Database | undefined;
    afterAll(async () => {
      await copy?.close();
    });

    it('equals a freshly migrated database: the same tables, indexes, constraints and rows', async () => {
      copy = await createTestDatabase(kind);
      const made = await (fresh ??= freshDatabase());
      if (kind === 'seeded') await seed(made.db, { ...TEST_SEED, now: new Date(templates?.seededAt ?? Date.now()) });
      expect(await shape(copy.db)).toEqual(await shape(made.db));
      const [copiedRows, madeRows] = [await contents(copy.db), await contents(made.db)];
      expect(Object.keys(copiedRows)).toEqual(Object.keys(madeRows));
      for (const table of Object.keys(madeRows)) expect({ table, rows: copiedRows[table] }).toEqual({ table, rows: madeRows[table] });
      // Not a comparison of two empty databases: the seeded one holds the seed's profiles.
      expect((madeRows['public.profiles'] ?? []).length >= 60).toBe(kind === 'seeded');
      // A ceiling, not a measurement: the fresh database is migrated (and seeded) the slow way on purpose.
    }, 300_000);
  });
});

/** A database migrated from nothing, on the engine of the run. */
async function freshDatabase(): Promise<Database> {
  const saved = process.env.API_TEST_TEMPLATES;
  delete process.env.API_TEST_TEMPLATES;
  try {
    return process.env.DATABASE_URL ? await createTestDatabase('migrated') : await createDatabase({});
  } finally {
    if (saved !== undefined) process.env.API_TEST_TEMPLATES = saved;
  }
}
