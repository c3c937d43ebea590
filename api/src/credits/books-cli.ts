/**
 * `npm run books:check -w api`: checks the books (credits/books.ts) — balances against the ledger, payments
 * credited once, paid messages debited once. Prints what does not add up; exit 1 when anything does not,
 * 0 when the books are right. Reads the same environment as the api.
 */
import { openCommandDatabase, runCommand, type CommandIo } from '../db/command-database';
import { checkBooks } from './books';

export async function booksCommand(env: NodeJS.ProcessEnv, io: CommandIo): Promise<number> {
  const database = await openCommandDatabase(env, io, 'the books');
  if (typeof database === 'number') return database;
  try {
    const problems = await checkBooks(database.db);
    if (problems.length === 0) {
      io.write('The books add up: every balance is its ledger, every payment credited once, every paid message debited once.\n');
      return 0;
    }
    io.fail(`${problems.length} problem(s) in the books:\n${problems.map((p) => `- ${p.check}: ${p.detail}`).join('\n')}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runCommand('books check', () =>
    booksCommand(process.env, { write: (text) => process.stdout.write(text), fail: (text) => process.stderr.write(text) }),
  );
}
