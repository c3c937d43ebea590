import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../../db/database';
import { sandboxPspPayments, sandboxPspRefunds, sandboxPspTokens } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind } from '../../jobs/job-kind';
import { defineSchedule } from '../../jobs/schedules';
import { methodName } from '../method-catalogue';
import type { CheckoutRequest, MandateRequest, PaymentProvider, StatusEvent, StoredChargeRequest } from '../provider';
import { providerFields, RefundRefused, WebhookRejected } from '../provider';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignatureValid, signSandboxWebhook } from './sandbox-signature';

/** How a tester can end a sandbox payment on its checkout page. `pending` leaves it open (a bank transfer not paid yet). */
export const SANDBOX_OUTCOMES = ['completed', 'failed', 'cancelled', 'expired', 'pending'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const CHECKOUT_EXPIRES_MS = 60 * 60_000;
const TRANSFER_EXPIRES_MS = 7 * 24 * 60 * 60_000;

/** Where the sandbox's hosted checkout lives (served by the api: routes/payments/sandbox-checkout.ts). */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-psp/checkout';

/** References of payments with a checkout page; a recurring charge (`sbr_…`) has none. */
const CHECKOUT_PREFIX = 'sbx_';
export const isCheckoutReference = (reference: string) => reference.startsWith(CHECKOUT_PREFIX);

/** What charging a kept method again does: `decline` a card that fails then, `return` a direct debit the bank gives back. */
type TokenBehaviour = 'ok' | 'decline' | 'return';

/** How a completed checkout's kept method is named and behaves when charged again (from what the payer entered). */
export interface KeptMethod {
  label: string;
  behaviour: TokenBehaviour;
}

/**
 * The sandbox's test accounts for direct debit: any valid IBAN settles; this one settles and is then returned by
 * the bank (a chargeback), as a debit of an account without cover is.
 */
export const SANDBOX_RETURNING_IBAN = 'NL06SBOX0000000002';
/** A valid IBAN that settles, for the docs and the e2e journeys. */
export const SANDBOX_SETTLING_IBAN = 'NL33SBOX0000000001';

/** By default a direct debit settles this long after it is charged (the bank's days, shortened). */
const DEFAULT_SDD_SETTLE_MS = 3 * 60_000;

/** The name a kept method has when the checkout was forced by the tester (no card was typed). */
function defaultLabel(method: PaymentMethod): string {
  return method === 'paypal' ? 'PayPal' : `${methodName(method)} •••• 1111`;
}

/** The webhook bodies the sandbox posts: its own shapes, as every provider has them, of the providers' field types. */
export const SandboxWebhookSchema = z.discriminatedUnion('type', [
  z.object({
    id: providerFields.id(),
    type: z.literal('payment.status'),
    data: z.object({
      reference: providerFields.id(),
      merchant_reference: providerFields.id(),
      status: z.enum(['pending', 'completed', 'failed', 'cancelled', 'expired']),
      amount_cents: providerFields.amountCents(),
      currency: providerFields.currency(),
      method: z.enum(PAYMENT_METHODS),
      /** A completed checkout that asked to keep the method: the token to charge it again, and its name. */
      stored_method: z.object({ token: providerFields.id(), label: providerFields.label() }).optional(),
    }),
  }),
  z.object({
    id: providerFields.id(),
    type: z.enum(['payment.refund', 'payment.chargeback']),
    data: z.object({
      reference: providerFields.id(),
      merchant_reference: providerFields.id(),
      adjustment_id: providerFields.id(),
      amount_cents: providerFields.amountCents(),
      currency: providerFields.currency(),
    }),
  }),
]);
type SandboxWebhook = z.infer<typeof SandboxWebhookSchema>;

type SandboxRow = typeof sandboxPspPayments.$inferSelect;

function toEvent(
  eventKey: string,
  row: Pick<SandboxRow, 'reference' | 'merchantReference' | 'status' | 'amountCents' | 'currency' | 'method'>,
): StatusEvent {
  // Refunds are events of their own: the payment itself stays completed at the sandbox.
  const status = row.status === 'refunded' ? 'completed' : row.status;
  return {
    kind: 'status',
    eventKey,
    reference: row.reference,
    merchantReference: row.merchantReference,
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
export function createSandboxPsp(options: {
  secret: string;
  random?: () => number;
  /** How long after its charge a direct debit settles (SANDBOX_PSP_SDD_SETTLE_SECONDS); a return follows as long after. */
  sddSettleMs?: number;
}) {
  const random = options.random ?? Math.random;
  const sddSettleMs = options.sddSettleMs ?? DEFAULT_SDD_SETTLE_MS;

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
      const kept =
        !adjustment && row.status === 'completed' && row.token && isCheckoutReference(row.reference)
          ? await keptMethod(context.db, row.token)
          : undefined;
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
              ...(kept ? { stored_method: { token: kept.token, label: kept.label } } : {}),
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
  async function finish(
    db: Db,
    input: { reference: string; outcome: SandboxOutcome; now: Date; keep?: KeptMethod | undefined },
  ): Promise<string | null> {
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
      // A checkout that asked to keep the method leaves it chargeable, named by what the payer entered.
      if (input.outcome === 'completed' && row.token && isCheckoutReference(row.reference)) {
        const keep = input.keep ?? { label: defaultLabel(row.method), behaviour: 'ok' };
        await tx
          .insert(sandboxPspTokens)
          .values({ token: row.token, method: row.method, label: keep.label, behaviour: keep.behaviour, createdAt: input.now })
          .onConflictDoNothing();
      }
      await announce(tx, { reference: input.reference, eventKey: `${input.reference}:${moved.notifications}`, now: input.now });
      return row.returnUrl;
    });
  }

  /** Enqueues a status notification; at least once: every third is delivered a second time a moment later. */
  async function announce(tx: DbOrTx, input: { reference: string; eventKey: string; now: Date; delayMs?: number }) {
    const delayMs = input.delayMs ?? 0;
    const payload = { reference: input.reference, eventKey: input.eventKey };
    await enqueue(tx, { kind: notify, payload, now: input.now, delayMs });
    if (random() < 1 / 3) await enqueue(tx, { kind: notify, payload, now: input.now, delayMs: delayMs + 1500 });
  }

  async function keptMethod(db: DbOrTx, token: string) {
    const [row] = await db.select().from(sandboxPspTokens).where(eq(sandboxPspTokens.token, token));
    return row;
  }

  /** A direct debit's settlement day: the bank pays it (completed); a returning account's bank gives it back later. */
  const settle = defineJobKind({
    name: 'sandbox-psp-settle',
    payload: z.object({ reference: z.string() }),
    handle: async ({ reference }, context) => {
      const row = await sandboxPayment(context.db, reference);
      if (!row || row.status !== 'pending') return;
      const now = context.now();
      await finish(context.db, { reference, outcome: 'completed', now });
      const kept = row.token ? await keptMethod(context.db, row.token) : undefined;
      if (kept?.behaviour !== 'return') return;
      const after = Math.max(1000, (row.settleAt ?? now).getTime() - row.createdAt.getTime());
      await enqueue(context.db, { kind: giveBack, payload: { reference }, now, delayMs: after, dedupeKey: reference });
    },
  });

  /** The bank's return of a settled direct debit: a chargeback of all of it. */
  const giveBack = defineJobKind({
    name: 'sandbox-psp-return',
    payload: z.object({ reference: z.string() }),
    handle: async ({ reference }, context) => {
      const row = await sandboxPayment(context.db, reference);
      if (row?.status !== 'completed') return;
      await adjust(context.db, { reference, kind: 'chargeback', id: `rt_${reference}`, amountCents: row.amountCents, now: context.now() });
    },
  });

  function provider(db: Db): PaymentProvider {
    return {
      name: 'sandbox',
      async createCheckout(request: CheckoutRequest) {
        const reference = `${CHECKOUT_PREFIX}${randomBytes(12).toString('base64url')}`;
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
          // The token is chosen now and becomes chargeable when the checkout completes (finish).
          token: request.keepMethod ? `tok_${randomBytes(16).toString('base64url')}` : null,
        });
        return { reference, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${reference}` };
      },
      async chargeStored(request: StoredChargeRequest) {
        const kept = await keptMethod(db, request.token);
        if (!kept || kept.method !== request.method) throw new Error(`sandbox: no kept ${request.method} method with this token`);
        const reference = `sbr_${randomBytes(12).toString('base64url')}`;
        const now = new Date();
        const row = {
          reference,
          merchantReference: request.paymentId,
          amountCents: request.amountCents,
          currency: request.currency,
          method: request.method,
          description: request.description,
          returnUrl: '',
          notifyUrl: request.notifyUrl,
          locale: request.locale,
          token: request.token,
          createdAt: now,
          updatedAt: now,
        };
        await db.transaction(async (tx) => {
          if (request.method === 'sdd') {
            // The bank settles a direct debit days later: pending until then.
            const settleAt = new Date(now.getTime() + sddSettleMs);
            await tx.insert(sandboxPspPayments).values({ ...row, settleAt });
            await enqueue(tx, { kind: settle, payload: { reference }, now, runAt: settleAt });
            return;
          }
          // A kept card or PayPal answers at once; the merchant hears it a moment later, by webhook.
          await tx
            .insert(sandboxPspPayments)
            .values({ ...row, status: kept.behaviour === 'decline' ? 'failed' : 'completed', notifications: 1 });
          await announce(tx, { reference, eventKey: `${reference}:1`, now, delayMs: 1000 });
        });
        return { reference };
      },
      async createMandate(request: MandateRequest) {
        // One token per mandate reference: registering the same mandate again answers the same token.
        const token = `mdt_${request.mandateReference}`;
        const label = `SEPA ••${request.iban.slice(-4)}`;
        await db
          .insert(sandboxPspTokens)
          .values({ token, method: 'sdd', label, behaviour: request.iban === SANDBOX_RETURNING_IBAN ? 'return' : 'ok' })
          .onConflictDoNothing();
        return { token, label };
      },
      refund: (reference: string, input: { amountCents: number; key: string }) => refund(db, { reference, ...input, now: new Date() }),
      async fetchRefund(reference: string, id: string) {
        const [made] = await db
          .select()
          .from(sandboxPspRefunds)
          .where(and(eq(sandboxPspRefunds.reference, reference), eq(sandboxPspRefunds.id, id)));
        const row = made ? await sandboxPayment(db, reference) : undefined;
        if (!made || !row) return null;
        // The sandbox gives the money back as it accepts a refund: asked, it is the event its webhook carries.
        return {
          kind: 'refund' as const,
          eventKey: `refund:${id}`,
          reference,
          merchantReference: row.merchantReference,
          adjustmentId: id,
          amountCents: made.amountCents,
          currency: row.currency,
        };
      },
      async fetchStatus(reference: string) {
        const row = await sandboxPayment(db, reference);
        if (!row) throw new Error(`sandbox: no payment ${reference}`);
        // Asked, not notified: a key of its own per state, so a fetched state is applied once too.
        const event = toEvent(`${reference}:fetched:${row.status}`, row);
        const kept =
          event.status === 'completed' && row.token && isCheckoutReference(reference) ? await keptMethod(db, row.token) : undefined;
        return kept ? { ...event, storedMethod: { token: kept.token, label: kept.label } } : event;
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
            merchantReference: data.merchant_reference,
            status: data.status,
            amountCents: data.amount_cents,
            currency: data.currency,
            method: data.method,
            ...(data.stored_method ? { storedMethod: data.stored_method } : {}),
          };
        }
        const { data } = parsed;
        return {
          kind: parsed.type === 'payment.refund' ? 'refund' : 'chargeback',
          eventKey: parsed.id,
          reference: data.reference,
          merchantReference: data.merchant_reference,
          adjustmentId: data.adjustment_id,
          amountCents: data.amount_cents,
          currency: data.currency,
        };
      },
    };
  }

  /**
   * Money given back for a payment completed at the sandbox, announced by a webhook of its own: a chargeback the
   * member's bank forced (a returned direct debit, or a tester's), or a refund with an id of the caller's
   * choosing (a merchant's refund goes through `refund`, which keeps its key). Refused for a payment not
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
   * A refund the merchant asks for, honouring its idempotency key as providers do: under the payment's lock,
   * the same key again answers the refund it made (announcing nothing new; a different amount with a used key
   * is refused), and all refunds of a payment together stay within it. Accepted, it is announced by a `refund`
   * webhook of its own, in the same transaction.
   */
  async function refund(db: Db, input: { reference: string; amountCents: number; key: string; now: Date }): Promise<{ id: string }> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.reference, input.reference)).for('update');
      const [made] = await tx.select().from(sandboxPspRefunds).where(eq(sandboxPspRefunds.key, input.key));
      if (made) {
        if (made.reference !== input.reference || made.amountCents !== input.amountCents) {
          throw new RefundRefused('sandbox: this idempotency key was used for another refund');
        }
        return { id: made.id };
      }
      if (!row || row.status !== 'completed') throw new RefundRefused(`sandbox: ${input.reference} is not a completed payment`);
      const [given] = await tx
        .select({ cents: sql<number>`coalesce(sum(${sandboxPspRefunds.amountCents}), 0)`.mapWith(Number) })
        .from(sandboxPspRefunds)
        .where(eq(sandboxPspRefunds.reference, input.reference));
      const left = row.amountCents - (given?.cents ?? 0);
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > left) {
        throw new RefundRefused(`sandbox: a refund of ${input.amountCents} does not fit the ${left} left of the payment`);
      }
      const id = `rf_${input.key}`;
      await tx
        .insert(sandboxPspRefunds)
        .values({ key: input.key, reference: input.reference, id, amountCents: input.amountCents, createdAt: input.now });
      await enqueue(tx, {
        kind: notify,
        payload: {
          reference: input.reference,
          eventKey: `refund:${id}`,
          adjustment: { kind: 'refund', id, amountCents: input.amountCents },
        },
        now: input.now,
      });
      return { id };
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
          // A direct debit waits for its settlement day, not for a payer.
          isNull(sandboxPspPayments.settleAt),
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

  return {
    notify,
    settle,
    giveBack,
    finish,
    adjust,
    provider,
    expireStale,
    jobs: { kinds: [notify, expire, settle, giveBack], schedules: [expireSchedule] },
  };
}
export type SandboxPsp = ReturnType<typeof createSandboxPsp>;
