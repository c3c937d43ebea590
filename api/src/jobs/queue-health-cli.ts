/**
 * `npm run queue:health -w api`: the job queue's health (counts per kind, the longest wait, the
 * latest dead jobs and their errors); `-- --retry <id>` gives a dead job a fresh start. Reads the same
 * environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createDatabase } from '../db/database';
import { formatQueueHealth, queueHealth, retryDeadJob } from './queue-health';

const USAGE = 'usage: npm run queue:health -w api [-- --retry <job id>]\n';

/** Runs the command; returns the exit code. `write`/`fail` receive stdout and stderr text. */
export async function queueHealthCommand(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  io: { write(text: string): void; fail(text: string): void },
): Promise<number> {
  let retryId: number | undefined;
  if (args.length > 0) {
    const id = Number(args[1]);
    if (args[0] !== '--retry' || args.length !== 2 || !Number.isSafeInteger(id) || id <= 0) {
      io.fail(USAGE);
      return 64; // EX_USAGE
    }
    retryId = id;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.fail(`${error.message}\n`);
    return 78; // EX_CONFIG
  }
  let database;
  try {
    database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 1 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // Only the lock's finding: its advice (another DATA_DIR) is for a second api, not for this command.
    const [finding] = error.message.split('. ');
    io.fail(
      `${finding!.replace(/\.$/, '')}.\n` +
        'The embedded database (PGlite) admits one process at a time, so the queue cannot be read while the api runs on it. ' +
        'Stop the api and run this command again (with PostgreSQL, DATABASE_URL, it works alongside running api processes).\n',
    );
    return 75; // EX_TEMPFAIL
  }
  try {
    const now = new Date();
    if (retryId !== undefined) {
      if (!(await retryDeadJob(database.db, retryId, now))) {
        io.fail(`There is no dead job #${retryId}.\n`);
        return 1;
      }
      io.write(`Job #${retryId} is pending again; a worker runs it at its next poll.\n`);
      return 0;
    }
    io.write(formatQueueHealth(await queueHealth(database.db, now)));
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  queueHealthCommand(process.argv.slice(2), process.env, {
    write: (text) => process.stdout.write(text),
    fail: (text) => process.stderr.write(text),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`queue health failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
