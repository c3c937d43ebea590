import { and, asc, eq, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import type { RefundState } from '@dating/shared/contracts/staff-members';
import type { Db, DbOrTx, Tx } from '../db/database';
import { paymentAdjustments, paymentRefunds, payments, profiles, sites, users } from '../db/schema';
import type { EventPublisher } from '../realtime/broker';
import { recordStaffAction, type StaffActor } from '../staff/audit-log';
import { applyProviderEvent } from './apply-event';
import { RefundRefused, type PaymentProvider } from './provider';

/*
 * A refund asked of the payment provider, exactly once per refund intent (the console's dialog, one run of
 * `npm run payments:refund`), each identified by its idempotency key:
 *
 * 1. under the payment row's lock, the refund row is written (pending: key, amount, reason, who) with its
 *    audit row in the same transaction; the same key again answers that row, never a second refund, and what
 *    is left to refund counts the open refunds (pending or accepted, not yet confirmed) as given;
 * 2. then the provider is called with that key (it answers the same refund for the same key);
 * 3. accepted, the row is `requested`; refused (RefundRefused), it is `failed` and its amount is free again;
 *    with no answer (a timeout, a crash before the call) it stays pending and reconciliation asks again with
 *    the same key (retryPendingRefunds);
 * 4. the provider's `refund` event (webhook inbox → job → applyProviderEvent) takes the credits back through the
 *    ledger once and writes the adjustment named by the provider's refund id: that settles the row; when the
 *    webhook does not come, reconciliation fetches the refund and applies the same event (settleRequestedRefunds).
 */

const DAY_MS = 24 * 60 * 60_000;
/** When the member's site cannot be found (an erased member): the seeded sites' value. */
const DEFAULT_REFUND_DAYS = 14;
/** A pending refund older than this is no request in flight any more (requests time out after 30 s): ask again. */
const RETRY_AFTER_MS = 2 * 60_000;
/** Pending refunds asked again per reconciliation run (the oldest first). */
const RETRY_BATCH = 50;
/** A refund the provider took and has not confirmed after this long: its webhook may have been lost, so ask. */
const SETTLE_ASK_AFTER_MS = 15 * 60_000;

/** The refund row has been confirmed: the provider's `refund` adjustment names its provider refund id. */
const settledSql = sql<boolean>`exists (select 1 from "payment_adjustments" as settled where settled."payment_id" = ${paymentRefunds.paymentId} and settled."kind" = 'refund' and settled."provider_key" = ${paymentRefunds.providerRefundId})`;

/** Cents of each payment asked of the provider and not confirmed yet (neither failed nor settled). */
export async function openRefundCents(db: DbOrTx, paymentIds: readonly number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: paymentRefunds.paymentId, cents: sql<number>`sum(${paymentRefunds.amountCents})`.mapWith(Number) })
    .from(paymentRefunds)
    .where(and(inArray(paymentRefunds.paymentId, [...paymentIds]), sql`${paymentRefunds.status} <> 'failed'`, sql`not ${settledSql}`))
    .groupBy(paymentRefunds.paymentId);
  return new Map(rows.map((row) => [row.paymentId, row.cents]));
}

export interface RefundIntent {
  /** The payment's public id. */
  publicId: string;
  /** Cents to give back; all that is left when left out. */
  amountCents?: number | undefined;
  /** The refund intent's idempotency key (a UUID). */
  key: string;
  reason: string;
  /** A staff member, or null for the command line. */
  actor: StaffActor;
  /** The member whose page it is asked from: another member's payment is not found. */
  memberUserId?: number | undefined;
  now: Date;
}

export type RefundResult =
  | { ok: true; refundCents: number; currency: string; state: RefundState; repeated: boolean; message: string }
  | { ok: false; error: 'not_found' | 'refund_refused' | 'refund_failed'; message: string };

type RefundRow = typeof paymentRefunds.$inferSelect;
type Call = { refundId: number; reference: string; key: string; amountCents: number; repeated?: boolean };

/** What a refund row answers (to its first request, and to any repeat of its key). */
function resultOf(row: RefundRow, settled: boolean, currency: string, publicId: string, repeated: boolean): RefundResult {
  if (row.status === 'failed') {
    return {
      ok: false,
      error: 'refund_failed',
      message: `The payment provider refused the refund of ${row.amountCents} cents of payment ${publicId} (${row.failure ?? 'no reason given'}): nothing was refunded.`,
    };
  }
  const state: RefundState = settled ? 'settled' : row.status;
  const told = {
    settled: 'the provider confirmed it and the credits were taken back',
    requested: 'the credits are taken back when the provider confirms it',
    pending: 'the provider has not answered yet; it is asked again with the same key',
  }[state];
  return {
    ok: true,
    refundCents: row.amountCents,
    currency,
    state,
    repeated,
    message: `Refund of ${row.amountCents} cents (${currency}) of payment ${publicId} ${repeated ? 'was already requested with this key' : 'requested'}; ${told}.`,
  };
}

async function rowByKey(db: DbOrTx, key: string): Promise<{ row: RefundRow; settled: boolean } | undefined> {
  const [found] = await db
    .select({ row: paymentRefunds, settled: settledSql.mapWith(Boolean) })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.key, key));
  return found;
}

/** Step 1, in one transaction: the checks, the refund row and its audit row — or the answer of the key's first refund. */
async function reserve(tx: Tx, provider: PaymentProvider, input: RefundIntent): Promise<{ result: RefundResult; call?: Call }> {
  const { publicId } = input;
  const [payment] = await tx
    .select({
      id: payments.id,
      userId: payments.userId,
      status: payments.status,
      reference: payments.providerReference,
      provider: payments.provider,
      total: sql<number>`${payments.amountCents} + ${payments.transactionFeeCents}`.mapWith(Number),
      currency: payments.currency,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.publicId, publicId))
    .for('update');
  if (!payment || payment.reference === null || (input.memberUserId !== undefined && payment.userId !== input.memberUserId)) {
    return { result: { ok: false, error: 'not_found', message: `There is no payment ${publicId}.` } };
  }
  const refused = (message: string) => ({ result: { ok: false as const, error: 'refund_refused' as const, message } });

  const earlier = await rowByKey(tx, input.key);
  if (earlier) {
    const { row } = earlier;
    if (row.paymentId !== payment.id) return refused(`The refund key ${input.key} was used for another payment.`);
    // A key names one refund: asked again for another amount, it is a different intent, not a repeat.
    if (input.amountCents !== undefined && input.amountCents !== row.amountCents) {
      return refused(`The refund key ${input.key} was used for a refund of ${row.amountCents} cents.`);
    }
    const result = resultOf(row, earlier.settled, payment.currency, publicId, true);
    // Still without the provider's answer: the repeat asks it again, with the same key (it answers the same refund).
    if (row.status === 'pending') {
      return {
        result,
        call: { refundId: row.id, reference: payment.reference, key: row.key, amountCents: row.amountCents, repeated: true },
      };
    }
    return { result };
  }

  if (payment.status !== 'completed' || payment.paidAt === null) {
    return refused(`Payment ${publicId} is ${payment.status}: only a completed payment can be refunded.`);
  }
  const [site] =
    payment.userId === null
      ? []
      : await tx
          .select({ refundDays: sql<number | null>`(${sites.settings} ->> 'refund_days')::int` })
          .from(users)
          .innerJoin(sites, eq(sites.id, users.siteId))
          .where(eq(users.id, payment.userId));
  const days = site?.refundDays ?? DEFAULT_REFUND_DAYS;
  if (input.now.getTime() - payment.paidAt.getTime() > days * DAY_MS) {
    return refused(`Payment ${publicId} was paid more than ${days} days ago (the site's refund_days).`);
  }
  if (payment.provider !== provider.name) return refused(`No adapter for the payment provider ${payment.provider}.`);

  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${paymentAdjustments.amountCents}), 0)`.mapWith(Number) })
    .from(paymentAdjustments)
    .where(eq(paymentAdjustments.paymentId, payment.id));
  const open = (await openRefundCents(tx, [payment.id])).get(payment.id) ?? 0;
  const left = payment.total - (given?.cents ?? 0) - open;
  const amount = input.amountCents ?? left;
  const pendingNote = open > 0 ? ` (${open} cents are being refunded)` : '';
  if (left <= 0) return refused(`Nothing of payment ${publicId} is left to refund${pendingNote}.`);
  if (amount > left) return refused(`Only ${left} cents of payment ${publicId} are left to refund${pendingNote}.`);
  if (amount <= 0) return refused(`A refund of payment ${publicId} must be above 0 cents.`);

  const [row] = await tx
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      key: input.key,
      amountCents: amount,
      reason: input.reason,
      staffId: input.actor?.staffId ?? null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: paymentRefunds.key })
    .returning();
  if (!row) {
    // The key was taken meanwhile by a refund of another payment (one of this payment would have waited for its lock).
    return refused(`The refund key ${input.key} was used for another payment.`);
  }
  const [profile] =
    payment.userId === null ? [] : await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, payment.userId));
  await recordStaffAction(tx, {
    actor: input.actor,
    action: 'payment_refunded',
    ...(payment.userId === null ? {} : { memberUserId: payment.userId }),
    ...(profile ? { profileId: profile.id } : {}),
    detail: { payment: publicId, amount_cents: amount, currency: payment.currency, full: input.amountCents === undefined, key: input.key },
    reason: input.reason,
    at: input.now,
  });
  return {
    result: resultOf(row, false, payment.currency, publicId, false),
    call: { refundId: row.id, reference: payment.reference, key: input.key, amountCents: amount },
  };
}

/** A provider that has not answered within this is taken as no answer: the refund stays pending, asked again later. */
const PROVIDER_TIMEOUT_MS = 30_000;

/** The provider's answer, or a rejection once `ms` passed without one (the call itself is not stopped). */
async function answerWithin<T>(call: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Steps 2 and 3: the provider's call with the row's key, and its answer on the row (only while it is pending).
 * A refusal is audit-logged beside the request's row, so the log says the money did not go back.
 */
async function callProvider(
  db: Db,
  provider: PaymentProvider,
  call: Call,
  input: { now: Date; actor: StaffActor },
): Promise<'requested' | 'failed' | 'pending'> {
  const { now } = input;
  const stillPending = and(eq(paymentRefunds.id, call.refundId), eq(paymentRefunds.status, 'pending'));
  const attempts = sql`${paymentRefunds.attempts} + 1`;
  try {
    const { id } = await answerWithin(
      provider.refund(call.reference, { amountCents: call.amountCents, key: call.key }),
      PROVIDER_TIMEOUT_MS,
    );
    await db.update(paymentRefunds).set({ status: 'requested', providerRefundId: id, attempts, updatedAt: now }).where(stillPending);
    return 'requested';
  } catch (error) {
    if (error instanceof RefundRefused) {
      await db.transaction(async (tx) => {
        const [failed] = await tx
          .update(paymentRefunds)
          .set({ status: 'failed', failure: error.message.slice(0, 500), attempts, updatedAt: now })
          .where(stillPending)
          .returning({ paymentId: paymentRefunds.paymentId });
        if (!failed) return;
        const [payment] = await tx
          .select({ publicId: payments.publicId, userId: payments.userId, profileId: profiles.id })
          .from(payments)
          .leftJoin(profiles, eq(profiles.userId, payments.userId))
          .where(eq(payments.id, failed.paymentId));
        await recordStaffAction(tx, {
          actor: input.actor,
          action: 'payment_refund_failed',
          ...(payment?.userId != null ? { memberUserId: payment.userId } : {}),
          ...(payment?.profileId != null ? { profileId: payment.profileId } : {}),
          detail: { payment: payment?.publicId, amount_cents: call.amountCents, key: call.key, failure: error.message.slice(0, 500) },
          at: now,
        });
      });
      return 'failed';
    }
    // No answer: the provider may or may not have taken it. The same key asked again later tells.
    await db.update(paymentRefunds).set({ attempts, updatedAt: now }).where(stillPending);
    return 'pending';
  }
}

/**
 * Asks the provider to refund a completed payment (all that is left of it, or `amountCents`) within the site's
 * `refund_days` of its completion, exactly once per `key`: the console's refund and `npm run payments:refund`.
 * The credits are taken back when the provider confirms, never here.
 */
export async function requestRefund(db: Db, provider: PaymentProvider, input: RefundIntent): Promise<RefundResult> {
  const { result, call } = await db.transaction((tx) => reserve(tx, provider, input));
  if (!call || !result.ok) return result;
  await callProvider(db, provider, call, { now: input.now, actor: input.actor });
  const after = await rowByKey(db, input.key);
  return after ? resultOf(after.row, after.settled, result.currency, input.publicId, call.repeated === true) : result;
}

/**
 * Reconciliation's part for refunds: a refund row still pending a while after it was written (its request
 * crashed or timed out between the row and the provider's answer) is asked again with the same key. Asking
 * again, not expiring it: the first call may have reached the provider, and freeing its amount could let a
 * refund under another key give back more than was paid; the provider answers the same refund for the same
 * key, so the retry ends it as `requested` or `failed` (its amount free again). Returns how many moved.
 */
export async function retryPendingRefunds(
  db: Db,
  provider: PaymentProvider,
  input: { now: Date; log: { warn(obj: object, msg: string): void } },
): Promise<number> {
  const due = await db
    .select({
      refundId: paymentRefunds.id,
      reference: payments.providerReference,
      key: paymentRefunds.key,
      amountCents: paymentRefunds.amountCents,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        eq(payments.provider, provider.name),
        lt(paymentRefunds.createdAt, new Date(input.now.getTime() - RETRY_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(RETRY_BATCH);
  let moved = 0;
  for (const { reference, ...call } of due) {
    if (reference === null) continue;
    // Reconciliation is the command line's part: a refusal it meets is logged without a staff member.
    const answer = await callProvider(db, provider, { ...call, reference }, { now: input.now, actor: null });
    if (answer === 'pending')
      input.log.warn({ refund: call.refundId }, 'reconciliation: the provider did not answer a pending refund; asked again next run');
    else moved += 1;
  }
  return moved;
}

/**
 * Reconciliation's part for refunds the provider took (`requested`) and whose `refund` event has not come a
 * while later: the refund is fetched from the provider and, once the money went back, its event applied by
 * the webhook's own exactly-once path (a webhook arriving after it changes nothing). Returns how many settled.
 */
export async function settleRequestedRefunds(
  db: Db,
  provider: PaymentProvider,
  input: { now: Date; events?: EventPublisher | undefined; log: { warn(obj: object, msg: string): void } },
): Promise<number> {
  const due = await db
    .select({ refundId: paymentRefunds.id, reference: payments.providerReference, id: paymentRefunds.providerRefundId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      and(
        eq(paymentRefunds.status, 'requested'),
        isNotNull(paymentRefunds.providerRefundId),
        not(settledSql),
        eq(payments.provider, provider.name),
        lt(paymentRefunds.updatedAt, new Date(input.now.getTime() - SETTLE_ASK_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(RETRY_BATCH);
  let settled = 0;
  for (const { refundId, reference, id } of due) {
    if (reference === null || id === null) continue;
    try {
      const event = await answerWithin(provider.fetchRefund(reference, id), PROVIDER_TIMEOUT_MS);
      if (!event) continue;
      const outcome = await applyProviderEvent(db, { provider: provider.name, event, now: input.now, events: input.events });
      if (outcome === 'refund') settled += 1;
      else if (outcome !== 'no change') input.log.warn({ refund: refundId, outcome }, 'reconciliation: a fetched refund did not apply');
    } catch (error) {
      // One refund the provider cannot answer for does not hold up the others.
      input.log.warn({ err: error, refund: refundId }, 'reconciliation: asking the provider about a refund failed');
    }
  }
  return settled;
}
