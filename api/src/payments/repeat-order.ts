import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentResponse, RepeatOrder } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { payments, storedPaymentMethods, users } from '../db/schema';
import { directDebitBlocked } from '../direct-debit/mandates';
import { notFound } from '../http/errors';
import { bundlesOf } from './bundles';
import { currencyOf } from './currencies';
import { createPayment } from './member-payments';
import { methodKeepable, methodName, methodOffered, transactionFee } from './method-catalogue';
import type { PaymentProvider } from './provider';

interface Order {
  order: RepeatOrder;
  /** The kept method one click charges; null: a fresh checkout. */
  kept: { id: number; token: string } | null;
}

/** The member's newest kept method of `method` at this provider that is not revoked. */
async function keptMethod(db: DbOrTx, input: { userId: number; provider: string; method: RepeatOrder['method'] }) {
  const [row] = await db
    .select({ id: storedPaymentMethods.id, token: storedPaymentMethods.token, label: storedPaymentMethods.label })
    .from(storedPaymentMethods)
    .where(
      and(
        eq(storedPaymentMethods.userId, input.userId),
        eq(storedPaymentMethods.provider, input.provider),
        eq(storedPaymentMethods.method, input.method),
        isNull(storedPaymentMethods.revokedAt),
      ),
    )
    .orderBy(desc(storedPaymentMethods.createdAt), desc(storedPaymentMethods.id))
    .limit(1);
  return row;
}

/**
 * The member's last completed order as it can be bought again today: its bundle (the same package in the site's
 * list for the payment country's currency, at today's price), its method while still offered there (SEPA direct
 * debit only under a kept mandate), the fee and total, and whether one click charges a kept method. Null when
 * there is no completed order, or its bundle or method is gone.
 */
async function lastOrder(db: DbOrTx, provider: PaymentProvider, input: { userId: number; siteId: number }): Promise<Order | null> {
  const [last] = await db
    .select({ packageId: payments.packageId, method: payments.method, country: payments.country })
    .from(payments)
    .where(and(eq(payments.userId, input.userId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!last || last.country === null || last.packageId === null) return null;
  const { country, method } = last;
  const currency = currencyOf(country);
  const bundle = (await bundlesOf(db, input.siteId, currency)).find((candidate) => candidate.id === last.packageId);
  if (!bundle || !methodOffered(method, country)) return null;
  const kept = methodKeepable(method) ? await keptMethod(db, { userId: input.userId, provider: provider.name, method }) : undefined;
  const fee = transactionFee(method, bundle.amount_cents, country);
  return {
    order: {
      bundle,
      method,
      method_name: methodName(method),
      country,
      fee_cents: fee,
      total_cents: bundle.amount_cents + fee,
      one_click: kept !== undefined,
      stored_label: kept?.label ?? null,
    },
    kept: kept ? { id: kept.id, token: kept.token } : null,
  };
}

/** GET /api/repeat-order.php. */
export async function repeatOrder(
  db: Db,
  provider: PaymentProvider,
  input: { userId: number; siteId: number },
): Promise<{ order: RepeatOrder | null }> {
  return { order: (await lastOrder(db, provider, input))?.order ?? null };
}

/**
 * POST /api/repeat-order.php: the last order bought again, exactly once per client_id (createPayment): charged
 * through the kept method where there is one (no checkout; the outcome comes by webhook, a declined card ends
 * `failed` with `recurring: true`), a fresh checkout with the same method otherwise. SEPA direct debit needs its
 * kept mandate (404 without) and a member not blocked for it. Every repeat is a new purchase of credits supplied at
 * once: it carries its own consent to immediate supply, kept on its payment.
 */
export async function buyAgain(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: number;
    siteId: number;
    /** As createPayment's: the site's origin, and the browser's when a repeat opens a checkout. */
    origin: string;
    returnOrigin?: string;
    clientId: string;
    /** The consent to immediate supply given for this purchase (each repeat is a new one). */
    withdrawalConsent: string;
    log: Pick<FastifyBaseLogger, 'error'>;
  },
): Promise<PaymentResponse> {
  const found = await lastOrder(db, provider, input);
  if (!found) throw notFound('There is no order to repeat');
  const { order, kept } = found;
  if (order.method === 'sdd') {
    const [user] = await db.select({ blockedAt: users.directDebitBlockedAt }).from(users).where(eq(users.id, input.userId));
    if (user?.blockedAt != null) throw directDebitBlocked();
    if (!kept) throw notFound('No direct-debit mandate to charge');
  }
  return createPayment(db, provider, {
    userId: input.userId,
    siteId: input.siteId,
    origin: input.origin,
    ...(input.returnOrigin === undefined ? {} : { returnOrigin: input.returnOrigin }),
    request: {
      bundle: order.bundle.id,
      method: order.method,
      country: order.country,
      client_id: input.clientId,
      withdrawal_consent: input.withdrawalConsent,
    },
    ...(kept ? { stored: kept } : {}),
    log: input.log,
  });
}
