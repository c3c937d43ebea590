/** What the price story needs of a bundle: its credits and its price (list or discounted) in cents. */
export interface PricedBundle {
  credits: number;
  amount_cents: number;
  currency: string;
}

/** A credit's price in one bundle, in cents of the bundle's currency (a fraction: 8999 / 400 = 22.4975). */
interface CreditRate {
  credits: number;
  amountCents: number;
  perCreditCents: number;
  /** The per-credit price as the member reads it: the currency's way, always two decimals ("€0.22"). */
  perCredit: string;
}

/**
 * The one price story of the site: what a message costs in credits, and what a credit costs in money —
 * in the cheapest bundle (the least one can spend) and in the best one (the lowest price per credit).
 * The chat footer, /pricing and /credits all say this, so they can never disagree.
 */
export interface MessagePrice {
  messageCredits: number;
  currency: string;
  cheapest: CreditRate;
  best: CreditRate;
  /** A message's money price at the best rate ("from …"); "€0.22" for 1 credit at €0.22. */
  messageFrom: string;
}

/**
 * A price in the member's language, with the currency's usual two decimals — never three, even for a
 * credit costing a fraction of a cent more (€0.2249 reads €0.22). A currency the browser does not know
 * falls back to the figure and its code.
 */
export function formatMoney(locale: string, cents: number, currency: string): string {
  const amount = cents / 100;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      amount,
    );
  } catch {
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A bundle's price per credit in cents (unrounded: rounding happens once, when it is written). */
export function perCreditCents(bundle: Pick<PricedBundle, 'credits' | 'amount_cents'>): number {
  return bundle.amount_cents / bundle.credits;
}

function rateOf(bundle: PricedBundle, locale: string): CreditRate {
  const cents = perCreditCents(bundle);
  return {
    credits: bundle.credits,
    amountCents: bundle.amount_cents,
    perCreditCents: cents,
    perCredit: formatMoney(locale, cents, bundle.currency),
  };
}

/**
 * The price story for a list of bundles of one currency, or null when nothing is for sale (no bundles, or
 * a list mixing currencies — figures of two currencies cannot be compared). On a tie the larger bundle
 * wins: it is the better buy at the same price or rate.
 */
export function messagePrice(messageCredits: number, bundles: readonly PricedBundle[], locale: string): MessagePrice | null {
  const priced = bundles.filter((bundle) => bundle.credits > 0);
  const first = priced[0];
  if (!first || priced.some((bundle) => bundle.currency !== first.currency)) return null;
  const cheapest = priced.reduce((least, bundle) =>
    bundle.amount_cents < least.amount_cents || (bundle.amount_cents === least.amount_cents && bundle.credits > least.credits)
      ? bundle
      : least,
  );
  const best = priced.reduce((lowest, bundle) => {
    const rate = perCreditCents(bundle);
    const lowestRate = perCreditCents(lowest);
    return rate < lowestRate || (rate === lowestRate && bundle.credits > lowest.credits) ? bundle : lowest;
  });
  const bestRate = rateOf(best, locale);
  return {
    messageCredits,
    currency: first.currency,
    cheapest: rateOf(cheapest, locale),
    best: bestRate,
    messageFrom: formatMoney(locale, messageCredits * bestRate.perCreditCents, first.currency),
  };
}
