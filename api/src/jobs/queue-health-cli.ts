/**
 * `npm run queue:health -w api`: the job queue's health (counts per kind, the longest wait, the
 * latest dead jobs and their errors); `-- --retry <id>` gives a dead job a fresh start. Reads the same
 * environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { openCommandDatabase, runCommand, type CommandIo } from '../db/command-database';
import { formatQueueHealth, queueHealth, retryDeadJob } from './queue-health';

const USAGE = 'usage: npm run queue:health -w api [-- --retry <job id>]\n';

/** Runs the command; returns the exit code. `write`/`fail` receive stdout and stderr text. */
export async function queueHealthCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  let retryId: number | undefined;
  if (args.length > 0) {
    const id = Number(args[1]);
    if (args[0] !== '--retry' || args.length !== 2 || !Number.isSafeInteger(id) || id <= 0) {
      io.fail(USAGE);
      return 64; // EX_USAGE
    }
    retryId = id;
  }
  const database = await openCommandDatabase(env, io, 'the queue');
  if (typeof database === 'number') return database;
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
  runCommand('queue health', () =>
    queueHealthCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}
