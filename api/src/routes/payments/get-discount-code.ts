import { getDiscountCodeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { checkMemberDiscount, memberOffer } from '../../discounts/member-discounts';
import { route } from '../../http/endpoint-route';
import { welcomeDiscountOf } from '../../sites/site-settings';
import { paymentCountry } from './payment-country';

/**
 * GET /api/discountcode.php (members): the time bonus (no parameters), the welcome discount (`welcome=true`,
 * made here when due), or a typed code checked for the member — and for the order when `bundle` is given, in
 * the payment country (`country`, else the visitor's) with `method` — answering the code or 422 with its
 * discount error (docs/discounts.md). Never cached: a code's state changes with time and use.
 */
export const getDiscountCodeRoute: RouteModule = (app, ctx) => {
  const { db, sites } = ctx;

  route(app, getDiscountCodeEndpoint, async (request, viewer) => {
    const { query } = request;
    const now = new Date();
    if (query.code === undefined) {
      const discount = await memberOffer(db, {
        userId: viewer.userId,
        kind: query.welcome === 'true' ? 'welcome' : 'time_bonus',
        welcomeSettings: async (siteId) => welcomeDiscountOf((await sites.forId(siteId)).settings),
        now,
      });
      return { discount };
    }
    const site = await sites.forHost(request.headers.host);
    const order =
      query.bundle === undefined
        ? undefined
        : { bundle: query.bundle, country: await paymentCountry(ctx, request, site, query.country, viewer), method: query.method };
    return { discount: await checkMemberDiscount(db, { userId: viewer.userId, siteId: site.id, code: query.code, order, now }) };
  });
};
