import type { FastifyRequest } from 'fastify';
import { listCreditBundlesEndpoint, listPaymentMethodsEndpoint } from '@dating/shared/contracts/index';
import type { AppContext, RouteModule } from '../../app-context';
import { discountedOffers } from '../../discounts/discounted-offers';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { bundlesOf } from '../../payments/bundles';
import { currencyOf } from '../../payments/currencies';
import { methodsFor } from '../../payments/method-catalogue';
import type { Site } from '../../sites/site-settings';

/**
 * The payment country: the one the member chose, else the visitor's country (GeoIP), else the site's first
 * country (its home market).
 */
export async function paymentCountry(
  ctx: Pick<AppContext, 'geo'>,
  request: FastifyRequest,
  site: Site,
  chosen: string | undefined,
): Promise<string> {
  return chosen ?? (await ctx.geo.resolve(request)) ?? site.settings.countries[0] ?? 'NL';
}

/**
 * The price lists: bundles in the payment country's currency, and one bundle's payment methods with their
 * fees (with a member's discount code applied where it holds). Readable by visitors (the pricing page); buying
 * needs a login.
 */
export const paymentCatalogueRoute: RouteModule = (app, ctx) => {
  const { db, sites } = ctx;

  route(app, listCreditBundlesEndpoint, async (request) => {
    const site = await sites.forHost(request.headers.host);
    const country = await paymentCountry(ctx, request, site, request.query.country);
    const currency = currencyOf(country);
    return { country, currency, bundles: await bundlesOf(db, site.id, currency) };
  });

  route(app, listPaymentMethodsEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    const country = await paymentCountry(ctx, request, site, request.query.country);
    const bundle = (await bundlesOf(db, site.id, currencyOf(country))).find((b) => b.id === request.query.bundle);
    if (!bundle) throw notFound('Bundle not found');
    // A visitor's code is ignored: codes are the member's (personal ones, once per member).
    if (viewer === null || request.query.discount === undefined) {
      return { bundle, country, methods: methodsFor(country, bundle.amount_cents), discount: null, discount_error: null };
    }
    // A code's state changes with its use: never a stale price.
    const priced = await discountedOffers(db, {
      userId: viewer.userId,
      code: request.query.discount,
      country,
      listAmountCents: bundle.amount_cents,
      now: new Date(),
    });
    return { bundle, country, ...priced };
  });
};
