/**
 * Entry point (`tsx src/main.ts`): config → database (+ migrations) → seed when empty → listen.
 * SIGINT/SIGTERM close the server, then the database (PGlite: CHECKPOINT, close, unlock).
 */
import path from 'node:path';
import pino from 'pino';
import type { App } from './app-context';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createDatabase, type Database } from './db/database';
import { prepareGifCatalogue } from './gifs/gif-catalogue';
import { prettyTransport } from './http/log-options';
import { appJobs } from './jobs/app-jobs';
import { createWorker, type Worker } from './jobs/worker';
import { seedIfEmpty } from './seed/seed';

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Readable lines in a terminal (`npm start`), JSON lines when stdout is a pipe or a file.
  const log = pino({ level: config.logLevel, ...prettyTransport(process.stdout.isTTY === true) });

  let database: Database;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      process.exit(75); // EX_TEMPFAIL
    }
    throw error;
  }
  log.info(
    { engine: database.engine, dataDir: database.engine === 'pglite' ? path.join(config.dataDir, 'db') : undefined },
    'database ready, migrations applied',
  );

  // Installed before the (possibly long) first seed, so Ctrl-C during it still closes PGlite cleanly.
  let app: App | undefined;
  let worker: Worker | undefined;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      // Running jobs get a few seconds to finish; the rest are released for another process (or the next start).
      await worker?.stop({ timeoutMs: 10_000 });
      await app?.close();
    } finally {
      await database.close();
      log.info('database closed');
      process.exit(0);
    }
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  const started = Date.now();
  const report = await seedIfEmpty(database.db, {
    profiles: config.seedProfiles,
    photoDir: path.join(config.dataDir, 'photos'),
    // Staff accounts with a published password have no place in production: its first admin comes from `npm run staff:create`.
    demoStaff: config.nodeEnv !== 'production',
  });
  if (report.seeded) {
    log.info({ profiles: report.profiles, ms: Date.now() - started, steps: report.timingsMs }, 'seeded the demo data (first start)');
  }
  // Every start, also on a database seeded before the catalogue existed: files missing from this data folder are drawn.
  const gifsStarted = Date.now();
  const gifs = await prepareGifCatalogue(database.db, path.join(config.dataDir, 'gifs'));
  if (gifs.rendered > 0) log.info({ rendered: gifs.rendered, ms: Date.now() - gifsStarted }, 'drew the local GIF catalogue');

  app = await buildApp({
    db: database.db,
    engine: database.engine,
    config,
    loginRateLimit: { max: config.loginRateLimitPerMinute },
  });
  await app.listen({ port: config.port, host: config.host });
  // The job queue (docs/job-queue.md): recurring jobs such as the hourly erase of deleted accounts, and work enqueued by requests.
  worker = createWorker({ db: database.db, log, events: app.realtime, ...appJobs(app.context) });
  await worker.start();
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  log.info(`Dating app ready at http://${shown}:${config.port}  (demo logins: free@demo.test / premium@demo.test, password demo-password)`);
}

start().catch((error: unknown) => {
  process.stderr.write(`api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
