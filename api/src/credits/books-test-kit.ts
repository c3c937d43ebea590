import type { DbOrTx } from '../db/database';
import { checkBooks } from './books';

/** For test files that move credits: after every test the books must add up (credits/books.ts), or the test fails. */
export function checkBooksAfterEach(db: () => DbOrTx): void {
  afterEach(async () => {
    const problems = await checkBooks(db());
    if (problems.length > 0) throw new Error(`the books do not add up:\n${problems.map((p) => `- ${p.check}: ${p.detail}`).join('\n')}`);
  });
}
