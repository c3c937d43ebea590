import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { jobs } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { migratedDataFolder } from '../test/test-templates';
import { queueHealthCommand } from './queue-health-cli';
import { formatQueueHealth, queueHealth, retryDeadJob } from './queue-health';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2030-01-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

it('counts jobs per kind and state, the longest wait, and lists the latest dead jobs with their errors', async () => {
  const db = database.db;
  const base = { payload: {}, maxAttempts: 3 };
  const [, , , , dead] = await db
    .insert(jobs)
    .values([
      { ...base, kind: 'mail', runAt: minutesAgo(30) },
      { ...base, kind: 'mail', runAt: minutesAgo(5) },
      { ...base, kind: 'mail', runAt: minutesAgo(-60) },
      { ...base, kind: 'mail', runAt: minutesAgo(-1), attempts: 1, lastError: 'Error: timeout' },
      {
        ...base,
        kind: 'mail',
        runAt: minutesAgo(90),
        attempts: 3,
        status: 'dead',
        finishedAt: minutesAgo(80),
        lastError: 'Error: mailbox\nfull',
      },
      { ...base, kind: 'report', runAt: minutesAgo(10), attempts: 1, status: 'running', lockedUntil: minutesAgo(-1), lockedBy: 'a' },
      { ...base, kind: 'report', runAt: minutesAgo(10), attempts: 1, status: 'running', lockedUntil: minutesAgo(2), lockedBy: 'b' },
      { ...base, kind: 'report', runAt: minutesAgo(10), attempts: 1, status: 'done', finishedAt: minutesAgo(9) },
    ])
    .returning({ id: jobs.id });

  const health = await queueHealth(db, now);
  expect(health.kinds).toEqual([
    { kind: 'mail', pending: 3, retrying: 1, running: 0, stale: 0, dead: 1, done: 0, oldestDueMs: 30 * 60_000 },
    { kind: 'report', pending: 0, retrying: 0, running: 2, stale: 1, dead: 0, done: 1, oldestDueMs: null },
  ]);
  expect(health.dead).toEqual([{ id: dead!.id, kind: 'mail', attempts: 3, finishedAt: minutesAgo(80), lastError: 'Error: mailbox\nfull' }]);
  const text = formatQueueHealth(health);
  expect(text).toMatch(/^kind +pending +retrying +running +stale +dead +done +oldest due\n/);
  expect(text).toMatch(/^mail +3 +1 +0 +0 +1 +0 +30m$/m);
  expect(text).toContain(`#${dead!.id} mail after 3 attempts, ${minutesAgo(80).toISOString()}: Error: mailbox full`);

  expect(await retryDeadJob(db, dead!.id, now)).toBe(true);
  expect(await retryDeadJob(db, dead!.id, now)).toBe(false);
  const [again] = await db.select().from(jobs).where(eq(jobs.id, dead!.id));
  expect(again).toMatchObject({ status: 'pending', attempts: 0, runAt: now, finishedAt: null });
});

describe('the command', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'queue-health-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const run = async (args: string[], env: NodeJS.ProcessEnv) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await queueHealthCommand(args, env, { write: (t) => out.push(t), fail: (t) => err.push(t) });
    return { code, out: out.join(''), err: err.join('') };
  };

  it('says plainly that a running api holds the embedded database, instead of crashing', async () => {
    const dataDir = tempDir();
    // A live process that is not this one owns the folder, as a running api would.
    fs.writeFileSync(path.join(dataDir, 'api.lock'), `${process.ppid}\n`);
    const result = await run([], { DATA_DIR: dataDir });
    expect(result.code).toBe(75);
    expect(result.err).toContain(`in use by another api process (pid ${process.ppid})`);
    expect(result.err).toContain('Stop the api and run this command again');
    expect(result.out).toBe('');
  });

  it('reads the queue of the configured database, and refuses unknown arguments', async () => {
    const folder = await migratedDataFolder('queue-health-');
    dirs.push(folder);
    let env: NodeJS.ProcessEnv = { DATA_DIR: folder };
    if (process.env.DATABASE_URL) {
      // This file's own database on the test server, not the server's default one.
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown;
      const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ name: string }>;
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${row!.name}`;
      env = { DATABASE_URL: url.toString() };
    }
    const result = await run([], env);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^(The job queue is empty\.|kind +pending)/);
    expect(await run(['--retry', 'x'], env)).toMatchObject({ code: 64, err: expect.stringContaining('usage:') });
  }, 20_000);
});
