import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod, PaymentResponse, RepeatOrder, RepeatRefusal } from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { payments, storedPaymentMethods, users } from '../db/schema';
import { directDebitBlocked } from '../direct-debit/mandates';
import { notFound } from '../http/errors';
import { bundlesOf } from './bundles';
import { currencyOf } from './currencies';
import { memberCountry } from './member-country';
import { createPayment } from './member-payments';
import { methodKeepable, methodName, methodOffered, transactionFee } from './method-catalogue';
import type { PaymentProvider } from './provider';

interface Order {
  order: RepeatOrder;
  /** The kept method one click charges; null: not repeatable. */
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
 * The payment country of an order recorded without one (the demo seed's, payments from before it was kept): the
 * member's own country where it pays in the order's currency, else the site's first that does, else the country
 * of that currency (the euro's: the site's home market).
 */
async function countryOfOrder(
  db: DbOrTx,
  input: { userId: number; siteCountries: readonly string[] },
  currency: string,
): Promise<string | null> {
  const candidates = [await memberCountry(db, input.userId), ...input.siteCountries, ...OWN_CURRENCY_COUNTRIES];
  return candidates.find((country): country is string => country != null && currencyOf(country) === currency) ?? null;
}

/** The national-currency countries, one per currency (LI pays in CHF as CH does). */
const OWN_CURRENCY_COUNTRIES = ['PL', 'SE', 'NO', 'DK', 'CH', 'GB', 'US'];

/** Why a last order cannot be charged again in one click; null when it can. */
function refusalOf(method: PaymentMethod, country: string, kept: boolean): RepeatRefusal | null {
  if (!methodOffered(method, country)) return 'not_offered';
  if (!methodKeepable(method)) return 'approval_needed';
  return kept ? null : 'not_saved';
}

/**
 * The member's last completed order, however it was paid, as it can be bought again today: its bundle (the same
 * package in the site's list for the payment country's currency at today's price; for an order recorded without
 * its package, or whose package is no longer sold, the one of the same credits), the fee and total, and whether one click charges a kept method —
 * with the reason when it cannot (`not_repeatable`). Null only when there is no completed order or its bundle is
 * no longer sold.
 */
async function lastOrder(
  db: DbOrTx,
  provider: PaymentProvider,
  input: { userId: number; siteId: number; siteCountries: readonly string[] },
): Promise<Order | null> {
  const [last] = await db
    .select({
      packageId: payments.packageId,
      credits: payments.credits,
      currency: payments.currency,
      method: payments.method,
      country: payments.country,
    })
    .from(payments)
    .where(and(eq(payments.userId, input.userId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  if (!last) return null;
  const country = last.country ?? (await countryOfOrder(db, input, last.currency));
  if (country === null) return null;
  const { method } = last;
  const list = await bundlesOf(db, input.siteId, currencyOf(country));
  // The same package, else (recorded without one, or retired since) the bundle of the same credits sold today.
  const bundle = list.find((candidate) => candidate.id === last.packageId) ?? list.find((candidate) => candidate.credits === last.credits);
  if (!bundle) return null;
  const offered = methodOffered(method, country);
  const kept =
    offered && methodKeepable(method) ? await keptMethod(db, { userId: input.userId, provider: provider.name, method }) : undefined;
  const fee = offered ? transactionFee(method, bundle.amount_cents, country) : 0;
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
      not_repeatable: refusalOf(method, country, kept !== undefined),
    },
    kept: kept ? { id: kept.id, token: kept.token } : null,
  };
}

/** GET /api/repeat-order.php. */
export async function repeatOrder(
  db: Db,
  provider: PaymentProvider,
  input: { userId: number; siteId: number; siteCountries: readonly string[] },
): Promise<{ order: RepeatOrder | null }> {
  return { order: (await lastOrder(db, provider, input))?.order ?? null };
}

/**
 * POST /api/repeat-order.php: the last order bought again through its kept method, exactly once per client_id
 * (createPayment; no checkout, the outcome comes by webhook, a declined card ends `failed` with `recurring: true`).
 * An order that is not repeatable is 404: a method approved at every payment, or one not kept, goes through the
 * checkout, where the member sees and approves it. SEPA direct debit also needs a member not blocked for it. Every
 * repeat is a new purchase of credits supplied at once: it carries its own consent to immediate supply, kept on
 * its payment.
 */
export async function buyAgain(
  db: Db,
  provider: PaymentProvider,
  input: {
    userId: number;
    siteId: number;
    siteCountries: readonly string[];
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
  }
  if (!kept) throw notFound('The last order cannot be bought again in one click');
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
    stored: kept,
    log: input.log,
  });
}
