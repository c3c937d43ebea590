/**
 * `npm run news:send -- --file <path>`: sends a news item (a JSON file, docs/news-example.json) to
 * every member whose `news` e-mail is on. Checks the file (zod, neutral subjects, a safe target),
 * queues the news on the job queue — the api's workers send it in batches — and prints how many
 * members may receive it. Sending the same file (the same id) again mails nobody twice. Reads the
 * same environment as the api (DATABASE_URL, or the PGlite folder under DATA_DIR).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { openCommandDatabase, runCommand, type CommandIo } from '../db/command-database';
import { enqueueNews, NewsFileSchema, type NewsFile } from './news-mails';

const USAGE = 'usage: npm run news:send -- --file <news.json>   (an example: docs/news-example.json)\n';

/** Each problem of the file on a line: where (`subject.nl`) and what. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `- ${issue.path.length > 0 ? issue.path.join('.') : '(the file)'}: ${issue.message}`).join('\n');
}

/** The news file's checked content, or the exit code after saying what is wrong with it. */
async function readNewsFile(file: string, io: CommandIo): Promise<NewsFile | number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    io.fail(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 66; // EX_NOINPUT
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    io.fail(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}\n`);
    return 65; // EX_DATAERR
  }
  const parsed = NewsFileSchema.safeParse(json);
  if (!parsed.success) {
    io.fail(`${file} cannot be sent:\n${describeIssues(parsed.error)}\n`);
    return 65;
  }
  return parsed.data;
}

/** Runs the command; returns the exit code. `write`/`fail` receive stdout and stderr text. */
export async function newsCommand(args: readonly string[], env: NodeJS.ProcessEnv, io: CommandIo, now = new Date()): Promise<number> {
  if (args.length !== 2 || args[0] !== '--file' || !args[1]) {
    io.fail(USAGE);
    return 64; // EX_USAGE
  }
  // npm runs the script in api/; the path is the operator's, relative to where they typed it.
  const item = await readNewsFile(path.resolve(env.INIT_CWD ?? process.cwd(), args[1]), io);
  if (typeof item === 'number') return item;
  const database = await openCommandDatabase(env, io, 'the job queue');
  if (typeof database === 'number') return database;
  try {
    const { queued, recipients } = await database.db.transaction((tx) => enqueueNews(tx, item, now));
    io.write(
      queued
        ? `The news "${item.id}" is queued: the api's workers send it in batches of 200 (npm run queue:health -w api shows them).\n`
        : `The news "${item.id}" is being sent already; nothing was added.\n`,
    );
    io.write(`${recipients} member(s) may receive it (their news e-mail is on and they have not had it yet).\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCommand('news send', () =>
    newsCommand(process.argv.slice(2), process.env, {
      write: (text) => process.stdout.write(text),
      fail: (text) => process.stderr.write(text),
    }),
  );
}
