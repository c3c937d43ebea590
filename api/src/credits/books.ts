import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

/** One thing in the books that does not add up, with the rows to look at. */
export interface BookProblem {
  check: string;
  detail: string;
}

/**
 * The books' invariants (docs/chat-and-credits.md, docs/payments.md), each a query that finds what breaks
 * it — none found means the books add up:
 * - every balance is the sum of its member's ledger rows, and a member with rows has a balance row;
 * - no balance is negative (a chargeback will be the one exception, once there are any);
 * - every completed payment is credited exactly once, for its credits; a payment not completed (pending,
 *   failed, cancelled, expired) is credited never;
 * - every paid message (credits_cost > 0) is debited exactly once, for its cost, and nothing else is.
 */
export async function checkBooks(db: DbOrTx): Promise<BookProblem[]> {
  const checks: { check: string; query: ReturnType<typeof sql> }[] = [
    {
      check: 'balance equals the sum of the ledger',
      query: sql`SELECT coalesce(a.user_id, l.user_id) AS id, coalesce(a.balance, 0) AS balance, coalesce(l.total, 0) AS ledger
        FROM credit_accounts a FULL JOIN (SELECT user_id, sum(delta)::int AS total FROM credit_ledger GROUP BY user_id) l ON l.user_id = a.user_id
        WHERE coalesce(a.balance, 0) <> coalesce(l.total, 0)`,
    },
    {
      check: 'no negative balance',
      query: sql`SELECT user_id AS id, balance FROM credit_accounts WHERE balance < 0`,
    },
    {
      check: 'a completed payment is credited exactly once, for its credits',
      query: sql`SELECT p.id, p.credits, count(l.id)::int AS postings, coalesce(sum(l.delta), 0)::int AS credited
        FROM payments p LEFT JOIN credit_ledger l ON l.payment_id = p.id AND l.reason = 'purchase'
        WHERE p.status = 'completed' AND p.user_id IS NOT NULL
        GROUP BY p.id HAVING count(l.id) <> 1 OR coalesce(sum(l.delta), 0) <> p.credits`,
    },
    {
      check: 'a payment that did not complete is never credited',
      query: sql`SELECT p.id, p.status FROM payments p JOIN credit_ledger l ON l.payment_id = p.id AND l.reason = 'purchase'
        WHERE p.status IN ('pending', 'failed', 'cancelled', 'expired')`,
    },
    {
      check: 'a paid message is debited exactly once, for its cost',
      query: sql`SELECT m.id, m.credits_cost, count(l.id)::int AS postings, coalesce(sum(l.delta), 0)::int AS debited
        FROM messages m LEFT JOIN credit_ledger l ON l.message_id = m.id
        WHERE m.credits_cost > 0
        GROUP BY m.id HAVING count(l.id) <> 1 OR coalesce(sum(l.delta), 0) <> -m.credits_cost`,
    },
    {
      check: 'a free message is never debited',
      query: sql`SELECT m.id FROM messages m JOIN credit_ledger l ON l.message_id = m.id WHERE m.credits_cost = 0`,
    },
  ];
  const problems: BookProblem[] = [];
  for (const { check, query } of checks) {
    const result = await db.execute(query);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
    for (const row of rows.slice(0, 20)) problems.push({ check, detail: JSON.stringify(row) });
  }
  return problems;
}
