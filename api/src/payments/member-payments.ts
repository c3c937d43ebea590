import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  discountedCents,
  type AppliedDiscount,
  type Payment,
  type PaymentMethod,
  type PaymentResponse,
} from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { discountCodes, payments, users } from '../db/schema';
import {
  appliedDiscount,
  checkDiscount,
  discountKind,
  discountMember,
  discountRefused,
  timeBonusEnds,
  type DiscountOrder,
  type FoundCode,
} from '../discounts/discount-codes';
import { ApiError, notFound } from '../http/errors';
import { bundlesOf } from './bundles';
import { currencyOf } from './currencies';
import { methodKeepable, methodOffered, transactionFee } from './method-catalogue';
import type { PaymentProvider } from './provider';
import { vatIncluded } from './vat';

const COLUMNS = {
  publicId: payments.publicId,
  status: payments.status,
  credits: payments.credits,
  amountCents: payments.amountCents,
  feeCents: payments.transactionFeeCents,
  currency: payments.currency,
  method: payments.method,
  createdAt: payments.createdAt,
  paidAt: payments.paidAt,
  checkoutUrl: payments.checkoutUrl,
  providerReference: payments.providerReference,
  country: payments.country,
  recurring: payments.recurring,
  listAmountCents: payments.listAmountCents,
  withdrawalConsentVersion: payments.withdrawalConsentVersion,
  withdrawalConsentAt: payments.withdrawalConsentAt,
  discount: {
    code: discountCodes.code,
    userId: discountCodes.userId,
    valuePercentage: discountCodes.valuePercentage,
    expiresAt: discountCodes.expiresAt,
  },
  signupDate: users.signupDate,
};

/** The payments with their discount code (if any) and the member's signup (the time bonus's end). */
const selectPayments = (db: DbOrTx) =>
  db
    .select(COLUMNS)
    .from(payments)
    .leftJoin(discountCodes, eq(discountCodes.id, payments.discountCodeId))
    .leftJoin(users, eq(users.id, payments.userId));
type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

function paymentDiscount(row: PaymentRow): AppliedDiscount | null {
  if (row.discount === null || row.listAmountCents === null) return null;
  const kind = discountKind(row.discount.code, row.discount.userId);
  const ends = kind === 'time_bonus' && row.signupDate !== null ? timeBonusEnds({ signupDate: row.signupDate }) : row.discount.expiresAt;
  return appliedDiscount({ ...row.discount, kind }, row.listAmountCents, ends);
}

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.publicId,
    status: row.status,
    credits: row.credits,
    amount_cents: row.amountCents,
    fee_cents: row.feeCents,
    total_cents: row.amountCents + row.feeCents,
    currency: row.currency,
    method: row.method,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    country: row.country,
    vat: row.country === null ? null : vatIncluded(row.country, row.amountCents + row.feeCents),
    discount: paymentDiscount(row),
    recurring: row.recurring,
    withdrawal_consent:
      row.withdrawalConsentVersion === null || row.withdrawalConsentAt === null
        ? null
        : { version: row.withdrawalConsentVersion, given_at: row.withdrawalConsentAt.toISOString() },
  };
}

function toResponse(row: PaymentRow): PaymentResponse {
  return { payment: toPayment(row), checkout_url: row.status === 'pending' ? row.checkoutUrl : null };
}

/** One payment of the member by its public id; another member's (or none) is 404. */
export async function memberPayment(db: DbOrTx, userId: number, publicId: string): Promise<PaymentResponse> {
  const [row] = await selectPayments(db).where(and(eq(payments.userId, userId), eq(payments.publicId, publicId)));
  if (!row) throw notFound('Payment not found');
  return toResponse(row);
}

/** The member's payments, newest first. */
export async function memberPayments(db: DbOrTx, userId: number): Promise<Payment[]> {
  const rows = await selectPayments(db).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(200);
  return rows.map(toPayment);
}

/**
 * POST /api/payment.php: a payment for a bundle with a method, exactly once per (member, client_id) — a retry
 * answers the first attempt, and two creates racing with one client_id meet on the unique index. The bundle
 * must be of the payment country's list and the method offered there (the browser's list is not trusted); SEPA
 * direct debit only under a kept mandate (`stored`). A `discount_code` is checked again for this order and fixes
 * the discounted price (discountedCents, the fee on it), the list price and the code on the row; it is redeemed
 * when the payment completes (apply-event.ts). The row is written first (pending, the price and fee fixed), then
 * the provider's checkout is created; a provider that fails leaves the attempt `failed` (the member starts another).
 */
export async function createPayment(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: number;
    siteId: number;
    /** The site's origin (siteOrigin): where the provider posts its webhooks, and by default where the browser returns. */
    origin: string;
    /** Where the member's browser comes back to, when not `origin` (a development site at another loopback name). */
    returnOrigin?: string;
    request: {
      bundle: number;
      method: PaymentMethod;
      country: string;
      client_id: string;
      discount_code?: string | undefined;
      /**
       * The version of the consent to immediate supply the member ticked (CRD art. 16(m)), kept with the time of
       * this start; the routes require it (the contract), so only a caller of its own may leave it out.
       */
      withdrawal_consent?: string | undefined;
    };
    /**
     * Charge a method the provider keeps (a repeat order in one click, a direct debit under its mandate)
     * instead of opening a checkout. Its method must be the request's.
     */
    stored?: { id: number; token: string };
    /** When the consent was given, if before this start (a direct debit's, on its mandate form); else this start's time. */
    withdrawalConsentAt?: Date;
    log: Pick<FastifyBaseLogger, 'error'>;
    now?: Date;
  },
): Promise<PaymentResponse> {
  const { request } = input;
  const existing = await selectPayments(db).where(and(eq(payments.userId, input.userId), eq(payments.clientId, request.client_id)));
  if (existing[0]) return settledPaymentByClient(db, input.userId, request.client_id);

  const currency = currencyOf(request.country);
  const bundle = (await bundlesOf(db, input.siteId, currency)).find((b) => b.id === request.bundle);
  if (!bundle) throw notFound('Bundle not found');
  if (!methodOffered(request.method, request.country)) throw notFound('Payment method not offered in this country');
  // Direct debit is paid under a mandate confirmed by its SMS code (/directdebit), never from the method page.
  if (request.method === 'sdd' && !input.stored) throw notFound('SEPA direct debit goes through its mandate');

  const now = input.now ?? new Date();
  // The provider's checkout speaks the member's language.
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, input.userId));
  const discount =
    request.discount_code === undefined
      ? null
      : await checkOrderDiscount(
          db,
          input.userId,
          request.discount_code,
          {
            amountCents: bundle.amount_cents,
            currency,
            country: request.country,
            method: request.method,
          },
          now,
        );
  const amountCents = discount === null ? bundle.amount_cents : discountedCents(bundle.amount_cents, discount.valuePercentage);
  const fee = transactionFee(request.method, amountCents, request.country);
  const publicId = randomBytes(16).toString('base64url');
  const [created] = await db
    .insert(payments)
    .values({
      publicId,
      userId: input.userId,
      packageId: bundle.id,
      credits: bundle.credits,
      amountCents,
      listAmountCents: discount === null ? null : bundle.amount_cents,
      discountCodeId: discount?.id ?? null,
      currency,
      transactionFeeCents: fee,
      method: request.method,
      provider: provider.name,
      country: request.country,
      clientId: request.client_id,
      storedMethodId: input.stored?.id ?? null,
      recurring: input.stored !== undefined,
      withdrawalConsentVersion: request.withdrawal_consent ?? null,
      withdrawalConsentAt: request.withdrawal_consent === undefined ? null : (input.withdrawalConsentAt ?? now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [payments.userId, payments.clientId] })
    .returning({ id: payments.id });
  if (!created) return settledPaymentByClient(db, input.userId, request.client_id);

  const order = {
    paymentId: publicId,
    amountCents: amountCents + fee,
    currency,
    method: request.method,
    description: `${bundle.credits} credits`,
    locale: user?.language ?? 'en',
    notifyUrl: `${input.origin}/api/payment-webhook.php?provider=${encodeURIComponent(provider.name)}`,
  };
  try {
    if (input.stored) {
      const charge = await provider.chargeStored({ ...order, token: input.stored.token });
      await db.update(payments).set({ providerReference: charge.reference, updatedAt: new Date() }).where(eq(payments.id, created.id));
    } else {
      const checkout = await provider.createCheckout({
        ...order,
        returnUrl: `${input.returnOrigin ?? input.origin}/transactions/${publicId}`,
        keepMethod: methodKeepable(request.method),
      });
      await db
        .update(payments)
        .set({ providerReference: checkout.reference, checkoutUrl: checkout.checkoutUrl, updatedAt: new Date() })
        .where(eq(payments.id, created.id));
    }
  } catch (error) {
    // The member is told only that it failed; the cause goes to the log with the request.
    input.log.error({ err: error, payment: publicId }, 'payment provider: creating the checkout failed');
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(payments.id, created.id), eq(payments.status, 'pending')));
    throw new ApiError(502, 'provider_unavailable', 'The payment provider did not answer. Please try again.');
  }
  return memberPayment(db, input.userId, publicId);
}

/**
 * How long a repeated start waits for the attempt it met to hear from the provider. A provider's checkout
 * creation takes up to seconds; its adapter gives up well within this.
 */
const SETTLE_WAIT_MS = 15_000;
/** An attempt still without the provider's answer after this never got one (its process died): failed. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * The payment of a (member, client_id) once the provider has answered for it: a duplicate start (a retry, a
 * double click, parallel tabs) that meets an attempt still calling the provider waits for that call — bounded,
 * with short pauses — so every answer for one purchase carries the same checkout URL, never a pending payment
 * without one. An attempt with no provider reference long after its creation is marked failed (the member
 * starts another); past the wait, the provider counts as not answering.
 */
async function settledPaymentByClient(db: Db, userId: number, clientId: string): Promise<PaymentResponse> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    const [row] = await selectPayments(db).where(and(eq(payments.userId, userId), eq(payments.clientId, clientId)));
    if (!row) throw new Error('payment vanished after its client id conflicted');
    if (row.providerReference !== null || row.status !== 'pending') return toResponse(row);
    if (Date.now() - row.createdAt.getTime() > ABANDONED_AFTER_MS) {
      await db
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.clientId, clientId),
            eq(payments.status, 'pending'),
            isNull(payments.providerReference),
          ),
        );
      continue;
    }
    if (Date.now() >= deadline) throw new ApiError(502, 'provider_unavailable', 'The payment provider did not answer. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/** The discount code of an order, checked again at creation (the page's check is not trusted); refused with its error. */
async function checkOrderDiscount(db: DbOrTx, userId: number, code: string, order: DiscountOrder, now: Date): Promise<FoundCode> {
  const member = await discountMember(db, userId);
  if (!member) throw notFound('Member not found');
  const check = await checkDiscount(db, { member, code, order, now });
  if (!check.ok) throw discountRefused(check.error);
  return check.code;
}
