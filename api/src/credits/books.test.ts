import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { chatKit } from '../conversations/chat-test-kit';
import { creditAccounts, creditLedger, messages } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { migratedDataFolder } from '../test/test-templates';
import { booksCommand } from './books-cli';
import { checkBooks } from './books';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const db = () => context().database.db;

it('the seeded site and real sends add up; each kind of damage is found', async () => {
  const [a, b] = [await kit.member(), await kit.member()];
  await kit.grant(a.id, 10);
  for (let i = 0; i < 5; i += 1) expect((await kit.send(a, b.profileId)).statusCode).toBe(200);
  expect(await checkBooks(db())).toEqual([]);

  // A balance changed behind the ledger's back.
  await db().update(creditAccounts).set({ balance: 99 }).where(eq(creditAccounts.userId, a.id));
  expect((await checkBooks(db())).map((p) => p.check)).toEqual(['balance equals the sum of the ledger']);
  await db().update(creditAccounts).set({ balance: 8 }).where(eq(creditAccounts.userId, a.id));
  expect(await checkBooks(db())).toEqual([]);

  // A paid message without its debit (the row removed), and a free message debited.
  const [paid] = await db().select({ id: messages.id }).from(messages).where(eq(messages.creditsCost, 1)).limit(1);
  await db().delete(creditLedger).where(eq(creditLedger.messageId, paid!.id));
  const found = (await checkBooks(db())).map((p) => p.check);
  expect(found).toContain('a paid message is debited exactly once, for its cost');
  expect(found).toContain('balance equals the sum of the ledger');
});

it('the command says whether the books add up', async () => {
  const dataDir = await migratedDataFolder('books-');
  try {
    const out: string[] = [];
    const err: string[] = [];
    // An embedded database, migrated and empty: nothing to disagree.
    const code = await booksCommand({ DATA_DIR: dataDir }, { write: (t) => out.push(t), fail: (t) => err.push(t) });
    expect({ code, err: err.join('') }).toEqual({ code: 0, err: '' });
    expect(out.join('')).toContain('The books add up');
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // A ceiling, not a measurement: without the tests' templates the command migrates the folder itself, which
  // took longer than 20 s when two suites shared the two cores.
}, 90_000);

it('a member without a balance row but with ledger rows is found too', async () => {
  const member = await kit.member();
  await db()
    .insert(creditLedger)
    .values({ userId: member.id, delta: 5, reason: 'adjustment', idempotencyKey: `rogue:${randomUUID()}` });
  await db().delete(creditAccounts).where(eq(creditAccounts.userId, member.id));
  expect(
    (await checkBooks(db())).some((p) => p.check === 'balance equals the sum of the ledger' && p.detail.includes(`${member.id}`)),
  ).toBe(true);
  await db().delete(creditLedger).where(eq(creditLedger.userId, member.id));
});
