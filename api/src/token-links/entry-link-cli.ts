/**
 * `npm run entry-link:create -- --token <16–128 url-safe characters> --lander <lander path> [--query "network=…&ref=…"]`:
 * makes a campaign entry link, `/{token}`, that opens the lander with the tracking query (docs/notification-mails.md,
 * Token links). Checks the lander against the route table and the query against the tracking schema. Reads the same
 * environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { openCommandDatabase, runCommand, type CommandIo } from '../db/command-database';
import { checkEntryLink, createEntryLink, type EntryLinkInput } from './entry-links';

const USAGE =
  'usage: npm run entry-link:create -- --token <16-128 characters of A-Z a-z 0-9 _ -> --lander </landers/…> [--query "network=…&ref=…"]\n';

const FLAGS = { '--token': 'token', '--lander': 'lander', '--query': 'query' } as const;

/** The arguments as an entry link, or null when they are not `--flag value` pairs of the known flags, each once. */
export function parseEntryLinkArgs(args: readonly string[]): EntryLinkInput | null {
  const input: Partial<EntryLinkInput> = {};
  if (args.length % 2 !== 0) return null;
  for (let index = 0; index < args.length; index += 2) {
    const field = FLAGS[args[index] as keyof typeof FLAGS] as keyof EntryLinkInput | undefined;
    if (!field || input[field] !== undefined) return null;
    input[field] = args[index + 1]!;
  }
  if (input.token === undefined || input.lander === undefined) return null;
  return { token: input.token, lander: input.lander, query: input.query ?? '' };
}

/** Runs the command; returns the exit code (64 for bad usage, 65 for a link that cannot be made). */
export async function entryLinkCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  const input = parseEntryLinkArgs(args);
  if (!input) {
    io.fail(USAGE);
    return 64;
  }
  // Checked before the database is opened: a typo needs no database.
  const checked = checkEntryLink(input);
  if (!checked.ok) {
    io.fail(`Not made: ${checked.problem}.\n`);
    return 65;
  }
  const database = await openCommandDatabase(env, io, 'the entry links');
  if (typeof database === 'number') return database;
  try {
    const made = await createEntryLink(database.db, input);
    if (!made.ok) {
      io.fail(`Not made: ${made.problem}.\n`);
      return 65;
    }
    io.write(`/${input.token} now opens ${made.target}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCommand('entry-link create', () =>
    entryLinkCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}
