import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { discountedOffers } from '../../discounts/discounted-offers';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { bundlesOf } from '../../payments/bundles';
import { currencyOf } from '../../payments/currencies';
import { methodsFor } from '../../payments/method-catalogue';
import { paymentCountry } from './payment-country';

/**
 * One bundle's payment methods with their fees in the payment country, with a member's discount code applied
 * where it holds. Readable by visitors (the pricing page); buying needs a login.
 */
export const listPaymentMethodsRoute: RouteModule = (app, ctx) => {
  const { db, sites } = ctx;

  route(app, listPaymentMethodsEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    const country = await paymentCountry(ctx, request, site, request.query.country, viewer);
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
