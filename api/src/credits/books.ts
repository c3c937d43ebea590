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
 * - no balance is negative, except after a chargeback (the credits were spent);
 * - every completed (or later refunded) payment is credited exactly once, for its credits; a payment not
 *   completed (pending, failed, cancelled, expired) is credited never;
 * - every refund and chargeback is reversed exactly once, for the credits it records;
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
      check: 'no negative balance but after a chargeback',
      query: sql`SELECT a.user_id AS id, a.balance FROM credit_accounts a
        WHERE a.balance < 0 AND NOT EXISTS (SELECT 1 FROM credit_ledger l WHERE l.user_id = a.user_id AND l.reason = 'chargeback')`,
    },
    {
      check: 'a completed payment is credited exactly once, for its credits',
      query: sql`SELECT p.id, p.credits, count(l.id)::int AS postings, coalesce(sum(l.delta), 0)::int AS credited
        FROM payments p LEFT JOIN credit_ledger l ON l.payment_id = p.id AND l.reason = 'purchase'
        WHERE p.status IN ('completed', 'refunded') AND p.user_id IS NOT NULL
        GROUP BY p.id HAVING count(l.id) <> 1 OR coalesce(sum(l.delta), 0) <> p.credits`,
    },
    {
      check: 'a payment that did not complete is never credited',
      query: sql`SELECT p.id, p.status FROM payments p JOIN credit_ledger l ON l.payment_id = p.id AND l.reason = 'purchase'
        WHERE p.status IN ('pending', 'failed', 'cancelled', 'expired')`,
    },
    {
      check: 'a refund or chargeback is reversed exactly once, for the credits it took',
      query: sql`SELECT a.id, a.kind, a.credits, count(l.id)::int AS postings, coalesce(sum(l.delta), 0)::int AS reversed
        FROM payment_adjustments a JOIN payments p ON p.id = a.payment_id
        LEFT JOIN credit_ledger l ON l.payment_id = a.payment_id AND l.reason::text = a.kind AND l.idempotency_key = a.kind || ':' || a.payment_id || ':' || a.provider_key
        WHERE p.user_id IS NOT NULL
        GROUP BY a.id HAVING count(l.id) <> 1 OR coalesce(sum(l.delta), 0) <> -a.credits`,
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
