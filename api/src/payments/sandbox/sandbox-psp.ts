import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../../db/database';
import { sandboxPspPayments } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind } from '../../jobs/job-kind';
import { defineSchedule } from '../../jobs/schedules';
import type { CheckoutRequest, PaymentProvider, StatusEvent } from '../provider';
import { WebhookRejected } from '../provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid, signSandboxWebhook } from './sandbox-signature';

/** How a tester can end a sandbox payment on its checkout page. `pending` leaves it open (a bank transfer not paid yet). */
export const SANDBOX_OUTCOMES = ['completed', 'failed', 'cancelled', 'expired', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const CHECKOUT_EXPIRES_MS = 60 * 60_000;
const TRANSFER_EXPIRES_MS = 7 * 24 * 60 * 60_000;

/** Where the sandbox's hosted checkout lives (served by the api: routes/payments/sandbox-checkout.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-psp/checkout';

/** The webhook bodies the sandbox posts: its own shapes, as every provider has them. */
const SandboxWebhookSchema = z.discriminatedUnion('type', [
  z.object({
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
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.enum(['payment.refund', 'payment.chargeback']),
    data: z.object({
      reference: z.string().min(1).max(200),
      merchant_reference: z.string(),
      adjustment_id: z.string().min(1).max(200),
      amount_cents: z.number().int().min(0),
      currency: z.string().length(3),
    }),
  }),
]);
type SandboxWebhook = z.infer<typeof SandboxWebhookSchema>;

type SandboxRow = typeof sandboxPspPayments.$inferSelect;

function toEvent(eventKey: string, row: Pick<SandboxRow, 'reference' | 'status' | 'amountCents' | 'currency' | 'method'>): StatusEvent {
  // Refunds are events of their own: the payment itself stays completed at the sandbox.
  const status = row.status === 'refunded' ? 'completed' : row.status;
  return {
    kind: 'status',
    eventKey,
    reference: row.reference,
    status,
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
    payload: z.object({
      reference: z.string(),
      eventKey: z.string(),
      /** A refund or chargeback to announce, instead of the payment's status. */
      adjustment: z.object({ kind: z.enum(['refund', 'chargeback']), id: z.string(), amountCents: z.number().int().positive() }).optional(),
    }),
    maxAttempts: 12,
    handle: async ({ reference, eventKey, adjustment }, context) => {
      const row = await sandboxPayment(context.db, reference);
      if (!row) return;
      const body: SandboxWebhook = adjustment
        ? {
            id: eventKey,
            type: adjustment.kind === 'refund' ? 'payment.refund' : 'payment.chargeback',
            data: {
              reference: row.reference,
              merchant_reference: row.merchantReference,
              adjustment_id: adjustment.id,
              amount_cents: adjustment.amountCents,
              currency: row.currency,
            },
          }
        : {
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
      // Recurring charges and mandates arrive with the direct-debit and repeat-order work of this session.
      chargeStored() {
        return Promise.reject(new Error('sandbox: recurring charges are not available yet'));
      },
      createMandate() {
        return Promise.reject(new Error('sandbox: mandates are not available yet'));
      },
      async refund(reference: string, input: { amountCents: number; key: string }) {
        await adjust(db, { reference, kind: 'refund', id: `rf_${input.key}`, amountCents: input.amountCents, now: new Date() });
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
        if (parsed.type === 'payment.status') {
          const { data } = parsed;
          return {
            kind: 'status',
            eventKey: parsed.id,
            reference: data.reference,
            status: data.status,
            amountCents: data.amount_cents,
            currency: data.currency,
            method: data.method,
          };
        }
        const { data } = parsed;
        return {
          kind: parsed.type === 'payment.refund' ? 'refund' : 'chargeback',
          eventKey: parsed.id,
          reference: data.reference,
          adjustmentId: data.adjustment_id,
          amountCents: data.amount_cents,
          currency: data.currency,
        };
      },
    };
  }

  /**
   * Money given back for a payment completed at the sandbox — a refund the merchant asked for, or a chargeback
   * the member's bank forced (the tester's) — announced by a webhook of its own. Refused for a payment not
   * completed, or beyond its amount.
   */
  async function adjust(
    db: Db,
    input: { reference: string; kind: 'refund' | 'chargeback'; id: string; amountCents: number; now: Date },
  ): Promise<void> {
    const row = await sandboxPayment(db, input.reference);
    if (!row || row.status !== 'completed') throw new Error(`sandbox: ${input.reference} is not a completed payment`);
    if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > row.amountCents) {
      throw new Error(`sandbox: a ${input.kind} of ${input.amountCents} does not fit a payment of ${row.amountCents}`);
    }
    await enqueue(db, {
      kind: notify,
      payload: {
        reference: input.reference,
        eventKey: `${input.kind}:${input.id}`,
        adjustment: { kind: input.kind, id: input.id, amountCents: input.amountCents },
      },
      now: input.now,
    });
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

  return { notify, finish, adjust, provider, expireStale, jobs: { kinds: [notify, expire], schedules: [expireSchedule] } };
}
export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
