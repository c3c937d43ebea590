import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@dating/shared/contracts/index';
import { memberCounters } from '../conversations/member-counters';
import { credit, reverseCredits } from '../credits/ledger';
import { redeemDiscount } from '../discounts/redemption';
import type { Db, Tx } from '../db/database';
import { paymentAdjustments, payments, paymentWebhooks, profiles, storedPaymentMethods, users } from '../db/schema';
import type { EventPublisher } from '../realtime/broker';
import { recordEvents, type EventEntry } from '../realtime/member-events';
import type { AdjustmentEvent, ProviderEvent, StatusEvent } from './provider';

/** From which states an event may move a payment: forward only, a final state never changes again. */
const MOVES_FROM: Readonly<Record<Exclude<StatusEvent['status'], 'pending'>, readonly PaymentStatus[]>> = {
  // Money arrived: credited even when an earlier attempt was reported failed, cancelled or expired.
  completed: ['pending', 'failed', 'cancelled', 'expired'],
  failed: ['pending'],
  cancelled: ['pending'],
  expired: ['pending'],
};

/** What applying an event did (kept on the inbox row; "completed" is the only one that moved credits). */
export type ApplyOutcome =
  | 'completed'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'refund'
  | 'chargeback'
  | 'unknown payment'
  | 'no change'
  | 'amount mismatch'
  | 'reference mismatch';

/**
 * Applies what a provider said about a payment, exactly once whatever arrives how often and in which order
 * (docs/payments.md), in ONE transaction:
 *
 * 1. the payment row is locked FOR UPDATE by (provider, reference): two deliveries of one event, or the
 *    webhook and a reconciliation, run one after the other; the event's merchant reference must be that
 *    payment's public id, else nothing moves and the event is kept for review (a signed event carrying one
 *    member's provider reference and another's payment id is no event of either);
 * 2. the move must be forward (MOVES_FROM) — a "still pending" says nothing new, and a late "pending" or
 *    "failed" after "completed" changes nothing;
 * 3. a completion must be for the amount and currency charged (price + fee), else nothing moves and the
 *    event is kept for review;
 * 4. the update is conditional on the status read (`… WHERE status = <read>`), the credits go through the
 *    ledger keyed `payment:<id>` (posting it again is a no-op), and the member becomes premium (buying any
 *    bundle does; it never goes back), all in the same transaction — with the discount code's redemption, so a
 *    code valid once is never honoured twice, even by two payments in flight (redeemOrFullPrice);
 * 5. the member's `payment` and `counters` events are recorded with it, and published after the commit;
 * 6. `inboxId`: the stored webhook is marked processed in the same transaction.
 */
export async function applyProviderEvent(
  db: Db,
  input: { provider: string; event: ProviderEvent; now: Date; inboxId?: number; events?: EventPublisher | undefined },
): Promise<ApplyOutcome> {
  const { event, now } = input;
  const { outcome, woken } = await db.transaction(async (tx) => {
    const done = async (outcome: ApplyOutcome, woken: number[] = []) => {
      if (input.inboxId !== undefined) {
        await tx.update(paymentWebhooks).set({ processedAt: now, outcome }).where(eq(paymentWebhooks.id, input.inboxId));
      }
      return { outcome, woken };
    };

    const [payment] = await tx
      .select({
        id: payments.id,
        publicId: payments.publicId,
        userId: payments.userId,
        status: payments.status,
        credits: payments.credits,
        amountCents: payments.amountCents,
        feeCents: payments.transactionFeeCents,
        currency: payments.currency,
        discountCodeId: payments.discountCodeId,
        listAmountCents: payments.listAmountCents,
      })
      .from(payments)
      .where(and(eq(payments.provider, input.provider), eq(payments.providerReference, event.reference)))
      .for('update');
    if (!payment) return done('unknown payment');
    if (event.merchantReference !== payment.publicId) return done('reference mismatch');
    if (event.kind !== 'status') {
      const applied = await applyAdjustment(tx, payment, event, now);
      if (applied === 'mismatch') return done('amount mismatch');
      if (applied === 'repeat') return done('no change');
      return done(event.kind, await recordEvents(tx, await paymentEvents(tx, payment, applied.refunded ? 'refunded' : payment.status)));
    }
    if (event.status === 'pending') return done('no change');
    if (!MOVES_FROM[event.status].includes(payment.status)) return done('no change');
    if (
      event.status === 'completed' &&
      (event.amountCents !== payment.amountCents + payment.feeCents || event.currency !== payment.currency)
    ) {
      return done('amount mismatch');
    }

    const [moved] = await tx
      .update(payments)
      .set({
        status: event.status,
        updatedAt: now,
        checkoutUrl: null,
        ...(event.status === 'completed' ? { paidAt: now } : {}),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
      .returning({ id: payments.id });
    if (!moved) return done('no change');

    const entries: EventEntry[] = [];
    let credits = payment.credits;
    if (payment.userId !== null) {
      const userId = payment.userId;
      if (event.status === 'completed') {
        if (payment.discountCodeId !== null)
          credits = await redeemOrFullPrice(tx, { ...payment, userId, discountCodeId: payment.discountCodeId }, now);
        await credit(tx, {
          userId,
          amount: credits,
          reason: 'purchase',
          key: `payment:${payment.id}`,
          paymentId: payment.id,
          at: now,
        });
        await tx.update(users).set({ paidUser: true }).where(eq(users.id, userId));
        // The method the provider kept with this checkout: the next order can be one click.
        if (event.storedMethod) {
          await tx
            .insert(storedPaymentMethods)
            .values({ userId, provider: input.provider, method: event.method, ...event.storedMethod, createdAt: now })
            .onConflictDoNothing({ target: [storedPaymentMethods.provider, storedPaymentMethods.token] });
        }
      }
      entries.push({ userId, event: { kind: 'payment', payment_id: payment.publicId, status: event.status, credits } });
      const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
      if (profile) entries.push({ userId, event: () => memberCounters(tx, { userId, profileId: profile.id }) });
    }
    return done(event.status, await recordEvents(tx, entries));
  });
  input.events?.publish(woken);
  return outcome;
}

/**
 * A completing payment made with a discount code: the redemption is recorded with the completion. When another
 * payment of the member redeemed the code first (two payments in flight with a once-per-user code), the code is
 * not honoured twice: this payment's money buys credits at the full price — the bundle's credits times what was
 * paid over the list price, rounded down (at least one: a completed payment is credited once) — and the payment
 * keeps no discount. Returns the credits to post (docs/discounts.md).
 */
async function redeemOrFullPrice(
  tx: Tx,
  payment: { id: number; userId: number; credits: number; amountCents: number; discountCodeId: number; listAmountCents: number | null },
  now: Date,
): Promise<number> {
  const honoured = await redeemDiscount(tx, { discountCodeId: payment.discountCodeId, userId: payment.userId, paymentId: payment.id, now });
  if (honoured || payment.listAmountCents === null || payment.listAmountCents <= 0) return payment.credits;
  const credits = Math.max(1, Math.floor((payment.credits * payment.amountCents) / payment.listAmountCents));
  await tx.update(payments).set({ credits, discountCodeId: null, updatedAt: now }).where(eq(payments.id, payment.id));
  return credits;
}

type LockedPayment = {
  id: number;
  publicId: string;
  userId: number | null;
  status: PaymentStatus;
  credits: number;
  amountCents: number;
  feeCents: number;
  currency: string;
};

/** The member's `payment` event and counters (nothing for an erased member's payment). */
async function paymentEvents(tx: Tx, payment: LockedPayment, status: PaymentStatus): Promise<EventEntry[]> {
  if (payment.userId === null) return [];
  const userId = payment.userId;
  const entries: EventEntry[] = [{ userId, event: { kind: 'payment', payment_id: payment.publicId, status, credits: payment.credits } }];
  const [profile] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId));
  if (profile) entries.push({ userId, event: () => memberCounters(tx, { userId, profileId: profile.id }) });
  return entries;
}

/**
 * A refund or chargeback of a completed payment, once per provider id (the caller holds the payment's lock):
 * at most what is left of the total, in its currency (`mismatch` otherwise, or for a payment that never
 * completed; `repeat` for an id applied before). The credits taken back are the
 * same share of the bundle as the money is of the total (rounded, never more than what was not taken back yet);
 * a refund takes at most the balance, a chargeback all of it (ledger.reverseCredits). Given back in full, the
 * payment becomes `refunded`.
 */
async function applyAdjustment(
  tx: Tx,
  payment: LockedPayment,
  event: AdjustmentEvent,
  now: Date,
): Promise<{ refunded: boolean } | 'mismatch' | 'repeat'> {
  if ((payment.status !== 'completed' && payment.status !== 'refunded') || event.currency !== payment.currency) return 'mismatch';
  const total = payment.amountCents + payment.feeCents;
  const [before] = await tx
    .select({
      amount: sql<number>`coalesce(sum(${paymentAdjustments.amountCents}), 0)`.mapWith(Number),
      credits: sql<number>`coalesce(sum(${paymentAdjustments.credits}), 0)`.mapWith(Number),
    })
    .from(paymentAdjustments)
    .where(eq(paymentAdjustments.paymentId, payment.id));
  const [seen] = await tx
    .select({ id: paymentAdjustments.id })
    .from(paymentAdjustments)
    .where(
      and(
        eq(paymentAdjustments.paymentId, payment.id),
        eq(paymentAdjustments.kind, event.kind),
        eq(paymentAdjustments.providerKey, event.adjustmentId),
      ),
    );
  if (seen) return 'repeat';
  const given = before?.amount ?? 0;
  if (event.amountCents <= 0 || given + event.amountCents > total) return 'mismatch';
  const share = given + event.amountCents === total ? payment.credits : Math.round((payment.credits * (given + event.amountCents)) / total);
  const due = Math.max(0, share - Math.round((payment.credits * given) / total));
  let taken = 0;
  if (payment.userId !== null) {
    const reversed = await reverseCredits(tx, {
      userId: payment.userId,
      amount: due,
      reason: event.kind,
      key: `${event.kind}:${payment.id}:${event.adjustmentId}`,
      paymentId: payment.id,
      at: now,
    });
    if (!reversed.applied) return 'repeat';
    taken = reversed.taken;
    // A member whose bank took money back is not offered direct debit again (a returned direct debit is a chargeback too).
    if (event.kind === 'chargeback') {
      await tx
        .update(users)
        .set({ directDebitBlockedAt: now, directDebitBlockReason: 'chargeback' })
        .where(and(eq(users.id, payment.userId), sql`${users.directDebitBlockedAt} IS NULL`));
    }
  }
  const [inserted] = await tx
    .insert(paymentAdjustments)
    .values({
      paymentId: payment.id,
      kind: event.kind,
      providerKey: event.adjustmentId,
      amountCents: event.amountCents,
      credits: taken,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [paymentAdjustments.paymentId, paymentAdjustments.kind, paymentAdjustments.providerKey] })
    .returning({ id: paymentAdjustments.id });
  if (!inserted) return 'repeat';
  const refunded = given + event.amountCents === total;
  if (refunded) await tx.update(payments).set({ status: 'refunded', updatedAt: now }).where(eq(payments.id, payment.id));
  return { refunded };
}
