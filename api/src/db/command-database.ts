import { ConfigError, loadConfig, type Config } from '../config';
import { DataDirLockedError } from './data-dir-lock';
import { createDatabase, type Database } from './database';

/** What a command prints: `write` to stdout, `fail` to stderr. */
export interface CommandIo {
  write(text: string): void;
  fail(text: string): void;
}

/**
 * The api's database for an operator command (`npm run queue:health`, `npm run books:check`), from the same
 * environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR). On failure it says why and
 * answers the exit code instead: 78 (EX_CONFIG) for a bad environment, 75 (EX_TEMPFAIL) while a running api
 * holds the embedded database.
 */
export async function openCommandDatabase(env: NodeJS.ProcessEnv, io: CommandIo, what: string): Promise<Database | number> {
  const opened = await openCommandContext(env, io, what);
  return typeof opened === 'number' ? opened : opened.database;
}

/** openCommandDatabase with the configuration it was opened by (for commands that need more of it). */
export async function openCommandContext(
  env: NodeJS.ProcessEnv,
  io: CommandIo,
  what: string,
): Promise<{ database: Database; config: Config } | number> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.fail(`${error.message}\n`);
    return 78;
  }
  try {
    return { database: await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, maxConnections: 1 }), config };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // Only the lock's finding: its advice (another DATA_DIR) is for a second api, not for this command.
    const [finding] = error.message.split('. ');
    io.fail(
      `${finding!.replace(/\.$/, '')}.\n` +
        `The embedded database (PGlite) admits one process at a time, so ${what} cannot be read while the api runs on it. ` +
        'Stop the api and run this command again (with PostgreSQL, DATABASE_URL, it works alongside running api processes).\n',
    );
    return 75;
  }
}

/** Runs a command's main function as a script: its exit code, or 1 with the error on stderr. */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
