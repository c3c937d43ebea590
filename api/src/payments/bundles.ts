import { and, asc, eq } from 'drizzle-orm';
import type { CreditBundle } from '@dating/shared/contracts/index';
import type { DbOrTx } from '../db/database';
import { creditPackages } from '../db/schema';

/**
 * The most popular bundle is the second one when a site sells three or more (the usual middle choice
 * between the cheapest try-out and the large packs); with fewer, the first.
 */
function popularIndex(count: number): number {
  return count >= 3 ? 1 : 0;
}

/** A site's active bundles in one currency, in their order, the popular one marked. */
export async function bundlesOf(db: DbOrTx, siteId: number, currency: string): Promise<CreditBundle[]> {
  const rows = await db
    .select({
      id: creditPackages.id,
      credits: creditPackages.credits,
      amountCents: creditPackages.amountCents,
      currency: creditPackages.currency,
    })
    .from(creditPackages)
    .where(and(eq(creditPackages.siteId, siteId), eq(creditPackages.currency, currency), eq(creditPackages.active, true)))
    .orderBy(asc(creditPackages.position), asc(creditPackages.id));
  const popular = popularIndex(rows.length);
  return rows.map((row, index) => ({
    id: row.id,
    credits: row.credits,
    amount_cents: row.amountCents,
    currency: row.currency,
    popular: index === popular,
  }));
}
