import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDatabase } from '../db/database';
import { seed, type SeedOptions } from '../seed/seed';

/**
 * Migrated template databases for the api's tests. Migrating a fresh database takes seconds (PGlite's
 * initdb alone about three), and about a hundred test files each used to do it: now the suite's global set-up
 * (test/global-setup.ts) builds each template once per run and every test file opens a copy — PGlite
 * loads a dumped data folder, PostgreSQL copies with `CREATE DATABASE … TEMPLATE`. A copy is the template
 * byte for byte; test-templates.test.ts proves a template equals a freshly migrated and seeded database.
 */

/** Small, fast seed for tests: minimum profiles, photo rows without rendering files, the demo staff as the demo data has them. */
export const TEST_SEED: SeedOptions = { profiles: 60, photos: 'placeholder', demoStaff: true };

/** `migrated`: every migration, no rows but the migrations' own. `seeded`: and TEST_SEED on top. */
export type TemplateKind = 'migrated' | 'seeded';

export interface Templates {
  engine: 'pglite' | 'postgres';
  /** The seed's reference time: a test comparing with a fresh seed passes the same one. */
  seededAt: string;
  /** PGlite: the dumped data folders (tar files); PostgreSQL: the template databases' names. */
  sources: Record<TemplateKind, string>;
}

/** The templates of this run, or null outside one (a test file run by other means migrates as before). */
export function currentTemplates(): Templates | null {
  // Set by the suite's global set-up (global-setup.ts); the test workers inherit it.
  const raw = process.env.API_TEST_TEMPLATES;
  if (!raw) return null;
  const templates = JSON.parse(raw) as Templates;
  // A run on the other engine (DATABASE_URL set or not) cannot use them.
  return templates.engine === (process.env.DATABASE_URL ? 'postgres' : 'pglite') ? templates : null;
}

/**
 * The seed's clock for the templates: the test clock's start when TEST_CLOCK moves time (the tests then
 * live at that date, and so must the seeded rows), else now.
 */
function seedTime(): Date {
  const clock = process.env.TEST_CLOCK;
  return clock ? new Date(clock) : new Date();
}

/**
 * Builds both templates; the global set-up publishes what this returns in the environment. One database
 * is migrated, kept as `migrated`, then seeded and kept as `seeded`: one initdb and one migration for both.
 */
export async function buildTemplates(): Promise<Templates> {
  const now = seedTime();
  const serverUrl = process.env.DATABASE_URL;
  const sources = {} as Record<TemplateKind, string>;
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-templates-'));
    const database = await createDatabase({});
    try {
      const pglite = database.pglite;
      if (!pglite) throw new Error('an in-memory database without its PGlite handle');
      const keep = async (kind: TemplateKind) => {
        const dump = await pglite.dumpDataDir('none');
        const file = path.join(dir, `${kind}.tar`);
        fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
        sources[kind] = file;
      };
      await keep('migrated');
      await seed(database.db, { ...TEST_SEED, now });
      await keep('seeded');
    } finally {
      await database.close();
    }
  } else {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    try {
      const name = (kind: TemplateKind) => `api_template_${process.pid}_${kind}`;
      for (const kind of ['migrated', 'seeded'] as const) await admin.unsafe(`DROP DATABASE IF EXISTS "${name(kind)}" WITH (FORCE)`);
      await admin.unsafe(`CREATE DATABASE "${name('migrated')}"`);
      // A template must have no session open while it is copied: each database is closed before its copy.
      await (await createDatabase({ databaseUrl: databaseUrl(serverUrl, name('migrated')), maxConnections: 2 })).close();
      await admin.unsafe(`CREATE DATABASE "${name('seeded')}" TEMPLATE "${name('migrated')}"`);
      const seeded = await createDatabase({ databaseUrl: databaseUrl(serverUrl, name('seeded')), maxConnections: 2 });
      try {
        await seed(seeded.db, { ...TEST_SEED, now });
      } finally {
        await seeded.close();
      }
      sources.migrated = name('migrated');
      sources.seeded = name('seeded');
    } finally {
      await admin.end();
    }
  }
  return { engine: serverUrl ? 'postgres' : 'pglite', seededAt: now.toISOString(), sources };
}

export async function removeTemplates(templates: Templates): Promise<void> {
  if (templates.engine === 'pglite') {
    for (const file of Object.values(templates.sources)) fs.rmSync(path.dirname(file), { recursive: true, force: true });
    return;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    for (const name of Object.values(templates.sources)) await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new data folder (a command's DATA_DIR) that already holds the migrated template, so that a command
 * under test opens a migrated database instead of migrating one of its own (seconds each, longer on two
 * busy cores). Without PGlite templates (another engine, or a file run by other means) it stays empty
 * and the command migrates it as it would in production.
 */
export async function migratedDataFolder(prefix: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const templates = currentTemplates();
  if (templates?.engine === 'pglite') {
    const database = await createDatabase({ dataDir: dir, loadDataDir: templateDump(templates, 'migrated') });
    await database.close();
  }
  return dir;
}

/** A PGlite template's dumped data folder, read for one test file's copy. */
export function templateDump(templates: Templates, kind: TemplateKind): Blob {
  return new Blob([fs.readFileSync(templates.sources[kind])]);
}
