import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
/** The database handle every module takes: the same type for PGlite and postgres.js. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle can be used wherever a Db is expected. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** PGlite: CHECKPOINT, close, release the data-folder lock. postgres: end the pool. Idempotent. */
  close(): Promise<void>;
  /** The embedded engine's own handle (the tests dump a migrated template from it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** postgres:// URL. When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder (the database goes to `<dataDir>/db`). Absent → in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size of postgres.js. */
  maxConnections?: number;
  /**
   * PGlite: start from a dumped data folder (`dumpDataDir`) instead of an empty cluster — the tests'
   * migrated template (test/test-templates.ts) — in memory, or in a `dataDir` that holds no database yet
   * (PGlite refuses to load over one). Pending migrations still run on it.
   */
  loadDataDir?: Blob;
}

const MIGRATIONS_FOLDER = path.resolve(__dirname, '..', '..', 'drizzle');

/** Resolves when the database answers a trivial query, rejects when it does not (the health check). */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Opens the database and applies every pending migration of `api/drizzle/`. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  // Notices ("schema drizzle already exists, skipping") are noise, not errors.
  const client = postgres(url, { max, onnotice: () => undefined });
  const db = drizzlePostgres(client, { schema });
  try {
    await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.end({ timeout: 5 });
    throw error;
  }
  let closed = false;
  return {
    db,
    engine: 'postgres',
    async close() {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  const lock = dataDir ? acquireDataDirLock(dataDir) : undefined;
  let client: PGlite;
  try {
    if (dataDir) fs.mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    const load = loadDataDir ? { loadDataDir } : {};
    client = dataDir ? new PGlite(path.join(dataDir, 'db'), load) : new PGlite(load);
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    db,
    engine: 'pglite',
    pglite: client,
    close() {
      closing ??= (async () => {
        try {
          // Flush WAL into the data files so the next start needs no recovery.
          if (dataDir) await client.query('CHECKPOINT');
          await client.close();
        } finally {
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
