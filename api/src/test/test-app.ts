import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Policy } from '@dating/shared/contracts/endpoint';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, loginEndpoint } from '@dating/shared/contracts/index';
import type { App } from '../app-context';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/database';
import { seed, type SeedOptions } from '../seed/seed';
import { inject } from './inject';
import { createTestDatabase } from './test-database';

/** The shell template tests render: lang/title present, so replacing them is observable. */
const TEST_SHELL_HTML =
  '<!doctype html><html lang="xx"><head><meta charset="utf-8"><title>placeholder</title><script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A fake build output: shell + one remote, with hashed and unhashed files. */
export function createStaticRoot(options: { shell?: boolean } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-static-'));
  const write = (relative: string, content: string) => {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  if (options.shell !== false) {
    write('shell/dist/index.html', TEST_SHELL_HTML);
    write('shell/dist/main.0123abcd.js', 'console.log("shell");\n'.repeat(200));
    write('shell/dist/sw.js', 'self.addEventListener("push", () => {});\n');
    write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
  }
  write('mf-search/dist/mf-manifest.json', JSON.stringify({ id: 'mf_search', name: 'mf_search' }));
  write('mf-search/dist/remoteEntry.js', 'var mf_search;\n');
  write('mf-search/dist/static/js/123.deadbeef12.js', 'export const x = 1;\n');
  return root;
}

/** The test's config, and the temporary folders made for it (removed when its context closes). */
function testConfig(overrides: Partial<Config> & { env?: NodeJS.ProcessEnv } = {}): { config: Config; madeFolders: string[] } {
  const { env, ...rest } = overrides;
  const madeFolders: string[] = [];
  const staticRoot = rest.staticRoot ?? createStaticRoot();
  if (!rest.staticRoot) madeFolders.push(staticRoot);
  const dataDir = rest.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'api-data-'));
  if (!rest.dataDir) madeFolders.push(dataDir);
  return { config: { ...loadConfig({ NODE_ENV: 'test', ...env }, process.cwd()), staticRoot, dataDir, ...rest }, madeFolders };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** One migrated, seeded (TEST_SEED unless told otherwise) database and an app on it; call in beforeAll, close in afterAll. */
export async function createTestContext(
  options: { seed?: SeedOptions | false; config?: Partial<Config> & { env?: NodeJS.ProcessEnv }; app?: Partial<BuildAppOptions> } = {},
): Promise<TestContext> {
  // The usual seed comes with the template; another one goes onto a migrated copy.
  const database = await createTestDatabase(options.seed === undefined ? 'seeded' : 'migrated');
  if (options.seed) await seed(database.db, options.seed);
  const { config, madeFolders } = testConfig(options.config);
  const app = await buildApp({ db: database.db, engine: database.engine, config, logger: false, ...options.app });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      for (const folder of madeFolders) fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Serves the test's app over HTTP on a free local port, as the running api does: the api builds its own
 * absolute URLs (a payment's notify URL, the development push service's endpoints) from the site's host and
 * the port it listens on (config.port), so that port becomes the config's. Answers the origin to call.
 */
export async function listenAsSite(context: TestContext): Promise<string> {
  await context.app.listen({ port: 0, host: 'localhost' });
  const address = context.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  context.config.port = address.port;
  return `http://localhost:${address.port}`;
}

/** Headers the shell's API client sends on every call. */
export const CLIENT = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } as const;

/** Logs in through the api and returns the Cookie header value for later requests. */
export async function loginCookie(app: App, email: string, password: string): Promise<string> {
  const response = await inject(app, loginEndpoint, { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'dating_session');
  if (!cookie) throw new Error('login set no session cookie');
  return `dating_session=${cookie.value}`;
}

/**
 * Registers beforeAll/afterAll for a test file's context (with timeouts fit for migrating and seeding
 * on a busy 2-core machine) and returns an accessor.
 */
export function setupTestContext(options: Parameters<typeof createTestContext>[0] = {}): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(options);
  }, 120_000);
  afterAll(async () => {
    await ctx?.close();
  }, 30_000);
  return () => {
    if (!ctx) throw new Error('test context not ready (beforeAll failed?)');
    return ctx;
  };
}

/** The fixed number of calls a descriptor's rate limit allows in its window (a test runs up to it). */
export function rateLimitOf(policy: Policy): number {
  const rate = policy.rate;
  if (!rate || !('max' in rate) || typeof rate.max !== 'number') throw new Error('the policy states no fixed rate limit');
  return rate.max;
}
