import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { creditAccounts, creditLedger, type ledgerReasonEnum } from '../db/schema';

/**
 * The credit ledger: the only writer of credit balances (docs/chat-and-credits.md).
 *
 * Every change is a row of `credit_ledger` (append-only, unique idempotency key) and the same change
 * to the member's `credit_accounts.balance`, in the CALLER's transaction: what caused the change (a
 * message, a payment, a signup) and the change itself commit or roll back together. The balance row
 * is what is read; the sum of the ledger rows is the truth it always equals (tests check it after
 * randomized sequences of operations). A balance never goes below 0: a debit is one conditional
 * UPDATE (`balance + delta >= 0`), never a read followed by a write, so concurrent debits cannot
 * overdraw it.
 */

type LedgerReason = (typeof ledgerReasonEnum.enumValues)[number];

export interface Posting {
  userId: number;
  reason: LedgerReason;
  /**
   * Unique per operation, e.g. `signup:<user id>`, `payment:<payment id>`, `message:<message id>`:
   * posting a key again changes nothing and answers `applied: false`.
   */
  key: string;
  paymentId?: number;
  messageId?: number;
  /** When it happened (the seed writes history); default: now. */
  at?: Date;
}

export interface PostResult {
  /** False when the key was posted before: nothing changed this time. */
  applied: boolean;
  /** The balance after the posting (or as it is, for a replay). */
  balance: number;
}

/** A debit larger than the balance: the caller's transaction must end; nothing was charged. */
export class NotEnoughCreditsError extends Error {
  override name = 'NotEnoughCreditsError';
  constructor(
    readonly userId: number,
    readonly amount: number,
  ) {
    super(`user ${userId} has fewer than ${amount} credits`);
  }
}

/** The balance row of a member; a member without one has 0 credits and used no free message. */
export interface CreditAccount {
  balance: number;
  freeMessagesUsed: number;
}

const NO_ACCOUNT: CreditAccount = { balance: 0, freeMessagesUsed: 0 };

/**
 * Makes sure the member has a balance row (signup, seed; members made before it lazily). A new row
 * starts at 0: credits only arrive through `credit`, so the ledger's sum stays the balance.
 */
export async function openAccount(tx: DbOrTx, userId: number): Promise<void> {
  await tx.insert(creditAccounts).values({ userId }).onConflictDoNothing({ target: creditAccounts.userId });
}

/**
 * Locks the member's balance row for the rest of the transaction (creating it when missing) and
 * reads it. Everything one member does with credits that must be consistent — a send's
 * conversation count, free messages and balance — runs after this lock, so one member's sends are
 * serialised on every engine and across api processes.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<CreditAccount> {
  const locked = () =>
    tx
      .select({ balance: creditAccounts.balance, freeMessagesUsed: creditAccounts.freeMessagesUsed })
      .from(creditAccounts)
      .where(eq(creditAccounts.userId, userId))
      .for('update');
  // Nearly every member has the row: one statement then; the insert only for members made before it.
  const [existing] = await locked();
  if (existing) return existing;
  await openAccount(tx, userId);
  const [row] = await locked();
  if (!row) throw new Error(`credit account of user ${userId} vanished`);
  return row;
}

/** The member's balance row as it is (no lock). */
export async function readAccount(db: DbOrTx, userId: number): Promise<CreditAccount> {
  const [row] = await db
    .select({ balance: creditAccounts.balance, freeMessagesUsed: creditAccounts.freeMessagesUsed })
    .from(creditAccounts)
    .where(eq(creditAccounts.userId, userId));
  return row ?? NO_ACCOUNT;
}

/** Adds `amount` (> 0) credits. */
export function credit(tx: Tx, posting: Posting & { amount: number }): Promise<PostResult> {
  if (!Number.isInteger(posting.amount) || posting.amount <= 0) throw new Error(`credit: amount must be a positive integer`);
  return post(tx, posting, posting.amount);
}

/** Takes `amount` (> 0) credits; throws NotEnoughCreditsError (nothing taken) when the balance is smaller. */
export function debit(tx: Tx, posting: Posting & { amount: number }): Promise<PostResult> {
  if (!Number.isInteger(posting.amount) || posting.amount <= 0) throw new Error(`debit: amount must be a positive integer`);
  return post(tx, posting, -posting.amount);
}

async function post(tx: Tx, posting: Posting, delta: number): Promise<PostResult> {
  const [row] = await tx
    .insert(creditLedger)
    .values({
      userId: posting.userId,
      delta,
      reason: posting.reason,
      idempotencyKey: posting.key,
      paymentId: posting.paymentId ?? null,
      messageId: posting.messageId ?? null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });

  if (!row) {
    const [first] = await tx
      .select({ userId: creditLedger.userId, delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, posting.key));
    // A key names one operation: the same key with another member or amount is a bug in the caller.
    if (first && (first.userId !== posting.userId || first.delta !== delta)) {
      throw new Error(`ledger key ${posting.key} was posted before with another member or amount`);
    }
    return { applied: false, balance: (await readAccount(tx, posting.userId)).balance };
  }

  const at = posting.at ?? new Date();
  if (delta > 0) {
    const [account] = await tx
      .insert(creditAccounts)
      .values({ userId: posting.userId, balance: delta, updatedAt: at })
      .onConflictDoUpdate({
        target: creditAccounts.userId,
        set: { balance: sql`${creditAccounts.balance} + ${delta}`, updatedAt: at },
      })
      .returning({ balance: creditAccounts.balance });
    if (!account) throw new Error('ledger: credit updated no balance');
    return { applied: true, balance: account.balance };
  }

  const [account] = await tx
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} + ${delta}`, updatedAt: at })
    .where(and(eq(creditAccounts.userId, posting.userId), sql`${creditAccounts.balance} + ${delta} >= 0`))
    .returning({ balance: creditAccounts.balance });
  if (!account) {
    // The caller's transaction rolls back on the throw; removing the row as well keeps the ledger
    // equal to the balance even for a caller that catches the error and commits.
    await tx.delete(creditLedger).where(eq(creditLedger.id, row.id));
    throw new NotEnoughCreditsError(posting.userId, -delta);
  }
  return { applied: true, balance: account.balance };
}

/**
 * Takes back the credits of a refund or a chargeback, once per key, under the member's lock. A refund takes
 * at most the balance (money given back for credits already spent is the operator's choice, never a debt); a
 * chargeback takes all of it, below 0 when the credits were spent — the member sees 0 and is asked to settle,
 * and the next credits pay the debt first (a credit simply adds). Returns what was taken (0 on a repeat).
 */
export async function reverseCredits(
  tx: Tx,
  posting: Posting & { amount: number; reason: 'refund' | 'chargeback' },
): Promise<{ applied: boolean; taken: number; balance: number }> {
  if (!Number.isInteger(posting.amount) || posting.amount < 0) throw new Error('reverseCredits: amount must be a whole number ≥ 0');
  const account = await lockAccount(tx, posting.userId);
  const taken = posting.reason === 'refund' ? Math.min(posting.amount, Math.max(0, account.balance)) : posting.amount;
  const [row] = await tx
    .insert(creditLedger)
    .values({
      userId: posting.userId,
      delta: -taken,
      reason: posting.reason,
      idempotencyKey: posting.key,
      paymentId: posting.paymentId ?? null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (!row) return { applied: false, taken: 0, balance: account.balance };
  const [updated] = await tx
    .update(creditAccounts)
    .set({ balance: sql`${creditAccounts.balance} - ${taken}`, updatedAt: posting.at ?? new Date() })
    .where(eq(creditAccounts.userId, posting.userId))
    .returning({ balance: creditAccounts.balance });
  return { applied: true, taken, balance: updated?.balance ?? account.balance - taken };
}

/**
 * Uses one of the member's free messages when fewer than `allowed` are used; false otherwise.
 * Conditional like a debit, so concurrent sends can never use more than `allowed`.
 */
export async function useFreeMessage(tx: Tx, userId: number, allowed: number): Promise<boolean> {
  const [row] = await tx
    .update(creditAccounts)
    .set({ freeMessagesUsed: sql`${creditAccounts.freeMessagesUsed} + 1`, updatedAt: new Date() })
    .where(and(eq(creditAccounts.userId, userId), sql`${creditAccounts.freeMessagesUsed} < ${allowed}`))
    .returning({ used: creditAccounts.freeMessagesUsed });
  return row !== undefined;
}

/**
 * A held chat photo is delivered under a new message id (conversations/held-messages.ts): the rows that name
 * the message — its debit, keyed by the first id — follow it. Only the message a row names changes, never its
 * key, amount or balance, so no balance moves and a replayed key still finds its row. `renumber` gives the
 * message its new id; the rows are detached first because the foreign key has no ON UPDATE.
 */
export async function followRenumberedMessage(tx: Tx, messageId: number, renumber: () => Promise<number>): Promise<number> {
  const rows = await tx
    .update(creditLedger)
    .set({ messageId: null })
    .where(eq(creditLedger.messageId, messageId))
    .returning({ id: creditLedger.id });
  const newId = await renumber();
  if (rows.length > 0) {
    await tx
      .update(creditLedger)
      .set({ messageId: newId })
      .where(
        inArray(
          creditLedger.id,
          rows.map((row) => row.id),
        ),
      );
  }
  return newId;
}
