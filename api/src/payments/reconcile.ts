import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { payments } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import type { EventPublisher } from '../realtime/broker';
import { applyProviderEvent } from './apply-event';
import type { PaymentProvider } from './provider';
import { retryPendingRefunds, settleRequestedRefunds } from './refund-request';

/** A payment still pending after this long is asked about: its webhook may have been lost. */
const ASK_AFTER_MS = 15 * 60_000;
/** Payments asked about per run (the oldest first); the next run takes the rest. */
const BATCH = 100;

/**
 * Asks the provider about payments pending too long and applies what it says (the same exactly-once path as
 * a webhook: a status already applied changes nothing). Returns how many moved.
 */
export async function reconcilePendingPayments(
  db: Db,
  provider: PaymentProvider,
  input: { now: Date; events?: EventPublisher | undefined; log: { warn(obj: object, msg: string): void } },
): Promise<number> {
  const due = await db
    .select({ reference: payments.providerReference })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.provider, provider.name),
        isNotNull(payments.providerReference),
        lt(payments.createdAt, new Date(input.now.getTime() - ASK_AFTER_MS)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(BATCH);
  let moved = 0;
  for (const { reference } of due) {
    if (reference === null) continue;
    try {
      const event = await provider.fetchStatus(reference);
      const outcome = await applyProviderEvent(db, { provider: provider.name, event, now: input.now, events: input.events });
      if (outcome !== 'no change') moved += 1;
      if (outcome === 'amount mismatch' || outcome === 'reference mismatch')
        input.log.warn({ reference, outcome }, 'reconciliation: the provider reports another amount or payment; kept for review');
    } catch (error) {
      // One payment the provider cannot answer for does not hold up the others.
      input.log.warn({ err: error, reference }, 'reconciliation: asking the provider failed');
    }
  }
  return moved;
}

/** Every 10 minutes, one run at a time across processes (the schedule's slot key): pending payments, then pending refunds, then unconfirmed ones. */
export function reconcileJobs(provider: (db: Db) => PaymentProvider) {
  const kind = defineJobKind({
    name: 'reconcile-pending-payments',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const moved = await reconcilePendingPayments(context.db, provider(context.db), {
        now: context.now(),
        events: context.events,
        log: context.log,
      });
      if (moved > 0) context.log.info({ moved }, 'reconciled pending payments with the provider');
      const refunds = await retryPendingRefunds(context.db, provider(context.db), { now: context.now(), log: context.log });
      if (refunds > 0) context.log.info({ refunds }, 'asked the provider again about pending refunds');
      const settled = await settleRequestedRefunds(context.db, provider(context.db), {
        now: context.now(),
        events: context.events,
        log: context.log,
      });
      if (settled > 0) context.log.info({ settled }, 'settled refunds whose webhook had not come');
    },
  });
  const schedule = defineSchedule({ name: 'reconcile-pending-payments-10m', kind, payload: {}, spec: { everyMinutes: 10 } });
  return { kind, schedule };
}
