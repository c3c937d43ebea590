import { createRepeatOrderEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { buyAgain } from '../../payments/repeat-order';
import { siteOrigin } from '../../sites/site-origin';

/** The last order bought again (route `credits-repeat-order`): buying it. Never cached. */
export const createRepeatOrderRoute: RouteModule = (app, { db, sites, payments, config }) => {
  route(app, createRepeatOrderEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return buyAgain(db, payments.provider, {
      userId: viewer.userId,
      siteId: site.id,
      siteCountries: site.settings.countries,
      origin: siteOrigin({ config }, site),
      returnOrigin: siteOrigin({ config }, site, request.headers.host),
      clientId: request.body.client_id,
      withdrawalConsent: request.body.withdrawal_consent,
      log: request.log,
    });
  });
};
