import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { paymentWebhooks } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { defineJobKind } from '../jobs/job-kind';
import { applyProviderEvent } from './apply-event';
import { ProviderEventSchema, type ProviderEvent } from './provider';

/**
 * Processing a stored webhook (docs/payments.md): idempotent like every handler — a row already processed is
 * left alone, and applying an event twice changes nothing (apply-event.ts). A crash between the store and
 * this run leaves the job in the queue: it runs after the restart.
 */
export const processPaymentWebhook = defineJobKind({
  name: 'process-payment-webhook',
  payload: z.object({ id: z.number().int().positive() }),
  maxAttempts: 20,
  handle: async ({ id }, context) => {
    const [row] = await context.db
      .select({ provider: paymentWebhooks.provider, event: paymentWebhooks.event, processedAt: paymentWebhooks.processedAt })
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.id, id));
    if (!row || row.processedAt !== null) return;
    const event = ProviderEventSchema.parse(row.event);
    const outcome = await applyProviderEvent(context.db, {
      provider: row.provider,
      event,
      now: context.now(),
      inboxId: id,
      events: context.events,
    });
    if (outcome === 'amount mismatch' || outcome === 'unknown payment' || outcome === 'reference mismatch') {
      context.log.warn({ webhook: id, provider: row.provider, reference: event.reference, outcome }, 'payment webhook kept for review');
    }
  },
});

/**
 * Stores a verified webhook in the inbox and enqueues its processing, in one transaction, before the
 * provider gets its 2xx. A repeated delivery (same provider and event key) is stored once: `stored` false.
 */
export async function storeWebhook(db: Db, input: { provider: string; event: ProviderEvent; now: Date }): Promise<{ stored: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(paymentWebhooks)
      .values({ provider: input.provider, eventKey: input.event.eventKey, event: input.event, receivedAt: input.now })
      .onConflictDoNothing({ target: [paymentWebhooks.provider, paymentWebhooks.eventKey] })
      .returning({ id: paymentWebhooks.id });
    if (!row) return { stored: false };
    await enqueue(tx, { kind: processPaymentWebhook, payload: { id: row.id }, dedupeKey: `payment-webhook:${row.id}`, now: input.now });
    return { stored: true };
  });
}
