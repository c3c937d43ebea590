import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../../db/database';
import { sandboxPspPayments } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind } from '../../jobs/job-kind';
import { defineSchedule } from '../../jobs/schedules';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from '../provider';
import { WebhookRejected } from '../provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid, signSandboxWebhook } from './sandbox-signature';

/** How a tester can end a sandbox payment on its checkout page. `pending` leaves it open (a bank transfer not paid yet). */
export const SANDBOX_OUTCOMES = ['completed', 'failed', 'cancelled', 'expired', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const CHECKOUT_EXPIRES_MS = 60 * 60_000;
const TRANSFER_EXPIRES_MS = 7 * 24 * 60 * 60_000;

/** Where the sandbox's hosted checkout lives (served by the api: routes/payments/sandbox-checkout.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-psp/checkout';

/** The webhook body the sandbox posts: its own shape, as every provider has one. */
const SandboxWebhookSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.literal('payment.status'),
  data: z.object({
    reference: z.string().min(1).max(200),
    merchant_reference: z.string(),
    status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'expired']),
    amount_cents: z.number().int().min(0),
    currency: z.string().length(3),
    method: z.enum(PAYMENT_METHODS),
  }),
});
type SandboxWebhook = z.infer<typeof SandboxWebhookSchema>;

type SandboxRow = typeof sandboxPspPayments.$inferSelect;

function toEvent(eventKey: string, row: Pick<SandboxRow, 'reference' | 'status' | 'amountCents' | 'currency' | 'method'>): ProviderEvent {
  if (row.status === 'refunded') throw new Error('the sandbox does not refund yet');
  return {
    eventKey,
    reference: row.reference,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    method: row.method,
  };
}

export async function sandboxPayment(db: DbOrTx, reference: string): Promise<SandboxRow | undefined> {
  const [row] = await db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.reference, reference));
  return row;
}

/**
 * The sandbox payment provider (docs/payments.md): its books in `sandbox_psp_payments`, a hosted checkout per
 * method (routes/payments/sandbox-checkout.ts), and signed webhooks posted from the job queue and retried with backoff until
 * answered 2xx — at least once, sometimes twice, not always in order, as real providers deliver them.
 */
export function createSandboxPsp(options: { secret: string; random?: () => number }) {
  const random = options.random ?? Math.random;

  /** Posts one status webhook to the merchant; a non-2xx answer throws, so the queue retries it. */
  const notify = defineJobKind({
    name: 'sandbox-psp-notify',
    payload: z.object({ reference: z.string(), eventKey: z.string() }),
    maxAttempts: 12,
    handle: async ({ reference, eventKey }, context) => {
      const row = await sandboxPayment(context.db, reference);
      if (!row) return;
      const body: SandboxWebhook = {
        id: eventKey,
        type: 'payment.status',
        data: {
          reference: row.reference,
          merchant_reference: row.merchantReference,
          status: row.status === 'refunded' ? 'completed' : row.status,
          amount_cents: row.amountCents,
          currency: row.currency,
          method: row.method,
        },
      };
      const text = JSON.stringify(body);
      const response = await fetch(row.notifyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(options.secret, text, context.now()),
        },
        body: text,
        signal: AbortSignal.any([context.signal, AbortSignal.timeout(10_000)]),
      });
      if (!response.ok) throw new Error(`merchant answered ${response.status} to webhook ${eventKey}`);
    },
  });

  /**
   * Ends a payment as the tester chose on the checkout page and notifies the merchant, in one transaction.
   * Only a pending payment moves; `pending` changes nothing and sends a "still pending" notice. Returns where
   * the member's browser goes back to.
   */
  async function finish(db: Db, input: { reference: string; outcome: SandboxOutcome; now: Date }): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.reference, input.reference)).for('update');
      if (!row) return null;
      if (row.status !== 'pending') return row.returnUrl;
      const [moved] = await tx
        .update(sandboxPspPayments)
        .set({ status: input.outcome, notifications: sql`${sandboxPspPayments.notifications} + 1`, updatedAt: input.now })
        .where(and(eq(sandboxPspPayments.reference, input.reference), eq(sandboxPspPayments.status, 'pending')))
        .returning({ notifications: sandboxPspPayments.notifications });
      if (!moved) return row.returnUrl;
      const eventKey = `${input.reference}:${moved.notifications}`;
      await enqueue(tx, { kind: notify, payload: { reference: input.reference, eventKey }, now: input.now });
      // At least once: every third notification is delivered a second time a moment later.
      if (random() < 1 / 3) {
        await enqueue(tx, { kind: notify, payload: { reference: input.reference, eventKey }, now: input.now, delayMs: 1500 });
      }
      return row.returnUrl;
    });
  }

  function provider(db: Db): PaymentProvider {
    return {
      name: 'sandbox',
      async createCheckout(request: CheckoutRequest) {
        const reference = `sbx_${randomBytes(12).toString('base64url')}`;
        await db.insert(sandboxPspPayments).values({
          reference,
          merchantReference: request.paymentId,
          amountCents: request.amountCents,
          currency: request.currency,
          method: request.method,
          description: request.description,
          returnUrl: request.returnUrl,
          notifyUrl: request.notifyUrl,
          locale: request.locale,
        });
        return { reference, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${reference}` };
      },
      async fetchStatus(reference: string) {
        const row = await sandboxPayment(db, reference);
        if (!row) throw new Error(`sandbox: no payment ${reference}`);
        // Asked, not notified: a key of its own per state, so a fetched state is applied once too.
        return toEvent(`${reference}:fetched:${row.status}`, row);
      },
      verifyWebhook({ rawBody, headers, now }) {
        const signature = headers[SANDBOX_SIGNATURE_HEADER];
        if (!sandboxSignatureValid(options.secret, typeof signature === 'string' ? signature : undefined, rawBody, now)) {
          throw new WebhookRejected('bad or stale signature');
        }
        let parsed: SandboxWebhook;
        try {
          parsed = SandboxWebhookSchema.parse(JSON.parse(rawBody));
        } catch {
          throw new WebhookRejected('unreadable body');
        }
        const { data } = parsed;
        return {
          eventKey: parsed.id,
          reference: data.reference,
          status: data.status,
          amountCents: data.amount_cents,
          currency: data.currency,
          method: data.method,
        };
      },
    };
  }

  /**
   * The sandbox ends what nobody finished, as providers do: a checkout after an hour, a bank transfer
   * (`sct`, paid from the member's own bank) after seven days.
   */
  async function expireStale(db: Db, now: Date): Promise<number> {
    const stale = await db
      .select({ reference: sandboxPspPayments.reference })
      .from(sandboxPspPayments)
      .where(
        and(
          eq(sandboxPspPayments.status, 'pending'),
          or(
            and(ne(sandboxPspPayments.method, 'sct'), lt(sandboxPspPayments.createdAt, new Date(now.getTime() - CHECKOUT_EXPIRES_MS))),
            lt(sandboxPspPayments.createdAt, new Date(now.getTime() - TRANSFER_EXPIRES_MS)),
          ),
        ),
      )
      .limit(500);
    for (const { reference } of stale) await finish(db, { reference, outcome: 'expired', now });
    return stale.length;
  }

  const expire = defineJobKind({
    name: 'sandbox-psp-expire',
    payload: z.object({}),
    handle: async (_payload, context) => {
      await expireStale(context.db, context.now());
    },
  });
  const expireSchedule = defineSchedule({ name: 'sandbox-psp-expire-5m', kind: expire, payload: {}, spec: { everyMinutes: 5 } });

  return { notify, finish, provider, expireStale, jobs: { kinds: [notify, expire], schedules: [expireSchedule] } };
}
export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
