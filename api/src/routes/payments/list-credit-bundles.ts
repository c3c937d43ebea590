import { listCreditBundlesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { bundlesOf } from '../../payments/bundles';
import { currencyOf } from '../../payments/currencies';
import { paymentCountry } from './payment-country';

/**
 * The price list: the bundles in the payment country's currency. Readable by visitors (the pricing page);
 * buying needs a login.
 */
export const listCreditBundlesRoute: RouteModule = (app, ctx) => {
  const { db, sites } = ctx;

  route(app, listCreditBundlesEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    const country = await paymentCountry(ctx, request, site, request.query.country, viewer);
    const currency = currencyOf(country);
    return { country, currency, bundles: await bundlesOf(db, site.id, currency) };
  });
};
