import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { creditAccounts, creditLedger } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { credit, debit, lockAccount, NotEnoughCreditsError, readAccount, useFreeMessage } from './ledger';

const context = setupTestContext();
const db = () => context().database.db;

const member = async () => (await createTestMember(context(), { prefix: 'ledger' })).id;

/** Every member's balance row against the sum of their ledger rows: the invariant. */
async function mismatches(): Promise<unknown[]> {
  const rows = await db().execute<{ user_id: number; balance: number; ledger: string | null }>(sql`
    SELECT a.user_id, a.balance, (SELECT sum(l.delta) FROM ${creditLedger} l WHERE l.user_id = a.user_id) AS ledger
    FROM ${creditAccounts} a`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list as { user_id: number; balance: number; ledger: string | null }[]).filter(
    (row) => Number(row.ledger ?? 0) !== row.balance || row.balance < 0,
  );
}

describe('credit and debit', () => {
  it('change the balance with the ledger, and a replayed key changes nothing', async () => {
    const user = await member();
    expect(await readAccount(db(), user)).toEqual({ balance: 0, freeMessagesUsed: 0 });
    expect(await db().transaction((tx) => credit(tx, { userId: user, amount: 10, reason: 'purchase', key: `t:${user}:1` }))).toEqual({
      applied: true,
      balance: 10,
    });
    expect(await db().transaction((tx) => credit(tx, { userId: user, amount: 10, reason: 'purchase', key: `t:${user}:1` }))).toEqual({
      applied: false,
      balance: 10,
    });
    expect(await db().transaction((tx) => debit(tx, { userId: user, amount: 4, reason: 'message', key: `t:${user}:2` }))).toEqual({
      applied: true,
      balance: 6,
    });
    expect(await db().transaction((tx) => debit(tx, { userId: user, amount: 4, reason: 'message', key: `t:${user}:2` }))).toEqual({
      applied: false,
      balance: 6,
    });
    // One key names one operation: another amount under it is a bug, not a replay.
    await expect(db().transaction((tx) => debit(tx, { userId: user, amount: 5, reason: 'message', key: `t:${user}:2` }))).rejects.toThrow(
      /posted before/,
    );
    expect((await readAccount(db(), user)).balance).toBe(6);
    expect(await mismatches()).toEqual([]);
  });

  it('refuse a debit beyond the balance, leaving nothing behind even when the caller swallows the error', async () => {
    const user = await member();
    await db().transaction((tx) => credit(tx, { userId: user, amount: 3, reason: 'adjustment', key: `t:${user}:a` }));
    await expect(db().transaction((tx) => debit(tx, { userId: user, amount: 4, reason: 'message', key: `t:${user}:b` }))).rejects.toThrow(
      NotEnoughCreditsError,
    );
    await db().transaction(async (tx) => {
      await expect(debit(tx, { userId: user, amount: 4, reason: 'message', key: `t:${user}:c` })).rejects.toThrow(NotEnoughCreditsError);
    });
    const rows = await db().select().from(creditLedger).where(eq(creditLedger.userId, user));
    expect(rows.map((row) => row.delta)).toEqual([3]);
    expect(await readAccount(db(), user)).toEqual({ balance: 3, freeMessagesUsed: 0 });
    // A debit of a member without a balance row is refused too.
    const fresh = await member();
    await expect(db().transaction((tx) => debit(tx, { userId: fresh, amount: 1, reason: 'message', key: `t:${fresh}:x` }))).rejects.toThrow(
      NotEnoughCreditsError,
    );
  });

  it('roll back with the caller’s transaction', async () => {
    const user = await member();
    await expect(
      db().transaction(async (tx) => {
        await credit(tx, { userId: user, amount: 7, reason: 'purchase', key: `t:${user}:rollback` });
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await readAccount(db(), user)).toEqual({ balance: 0, freeMessagesUsed: 0 });
    expect(await db().select().from(creditLedger).where(eq(creditLedger.userId, user))).toEqual([]);
    // The key was never used: posting it now works.
    expect(
      (await db().transaction((tx) => credit(tx, { userId: user, amount: 7, reason: 'purchase', key: `t:${user}:rollback` }))).applied,
    ).toBe(true);
  });

  it('concurrent debits never overdraw: 20 debits of 1 against 5 credits, 5 applied', async () => {
    const user = await member();
    await db().transaction((tx) => credit(tx, { userId: user, amount: 5, reason: 'purchase', key: `t:${user}:five` }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction((tx) => debit(tx, { userId: user, amount: 1, reason: 'message', key: `t:${user}:d${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof NotEnoughCreditsError)).toBe(true);
    expect(await readAccount(db(), user)).toEqual({ balance: 0, freeMessagesUsed: 0 });
    expect(await mismatches()).toEqual([]);
  });

  it('free messages are used at most up to the allowance, under the lock', async () => {
    const user = await member();
    const used = await db().transaction(async (tx) => {
      await lockAccount(tx, user);
      const results: boolean[] = [];
      for (let i = 0; i < 4; i += 1) results.push(await useFreeMessage(tx, user, 3));
      return results;
    });
    expect(used).toEqual([true, true, true, false]);
    expect(await readAccount(db(), user)).toEqual({ balance: 0, freeMessagesUsed: 3 });
  });
});

describe('a randomized sequence of ledger operations', () => {
  it('leaves every member’s balance equal to the sum of their ledger rows, never negative, as a model predicts', async () => {
    const users = [await member(), await member(), await member()];
    let run = 0;
    const operation = fc.record({
      who: fc.integer({ min: 0, max: users.length - 1 }),
      kind: fc.constantFrom('credit', 'debit', 'replay', 'rollback'),
      amount: fc.integer({ min: 1, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 25 }), async (operations) => {
        run += 1;
        const model = new Map<number, number>();
        for (const user of users) model.set(user, (await readAccount(db(), user)).balance);
        const posted: { userId: number; amount: number; key: string; kind: 'credit' | 'debit' }[] = [];
        const replays: boolean[] = [];
        // Run in parallel batches, so the ledger meets concurrency as it does in production.
        for (let start = 0; start < operations.length; start += 5) {
          const batch = operations.slice(start, start + 5).map(async (op, index) => {
            const userId = users[op.who]!;
            const key = `fuzz:${run}:${start + index}`;
            if (op.kind === 'replay') {
              const earlier = posted.find((p) => p.userId === userId);
              if (!earlier) return;
              const again = await db().transaction((tx) =>
                (earlier.kind === 'credit' ? credit : debit)(tx, { ...earlier, reason: 'adjustment' }),
              );
              replays.push(again.applied);
              return;
            }
            const posting = { userId, amount: op.amount, key, reason: 'adjustment' as const };
            if (op.kind === 'rollback') {
              await db()
                .transaction(async (tx) => {
                  await credit(tx, posting);
                  throw new Error('rolled back');
                })
                .catch(() => undefined);
              return;
            }
            try {
              await db().transaction((tx) => (op.kind === 'credit' ? credit : debit)(tx, posting));
              posted.push({ ...posting, kind: op.kind });
              model.set(userId, model.get(userId)! + (op.kind === 'credit' ? op.amount : -op.amount));
            } catch (error) {
              if (!(error instanceof NotEnoughCreditsError)) throw error;
            }
          });
          await Promise.all(batch);
        }
        for (const user of users) expect((await readAccount(db(), user)).balance).toBe(model.get(user));
        // A replayed key never applied again.
        expect(replays.filter(Boolean)).toEqual([]);
        expect(await mismatches()).toEqual([]);
      }),
      { numRuns: 25, seed: 1309 },
    );
  });
});

describe('the ledger module is the only writer of balances', () => {
  it('no file outside api/src/credits inserts ledger rows or updates balance rows', () => {
    const root = path.resolve(__dirname, '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (file !== __dirname) walk(file);
        } else if (entry.name.endsWith('.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          if (/\.(insert|update)\(\s*(t\.)?(creditLedger|creditAccounts)\b/.test(text)) offenders.push(path.relative(root, file));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
