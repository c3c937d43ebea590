import { getRepeatOrderEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { repeatOrder } from '../../payments/repeat-order';

/** The last order bought again (route `credits-repeat-order`): what it would be. Never cached. */
export const getRepeatOrderRoute: RouteModule = (app, { db, sites, payments }) => {
  route(app, getRepeatOrderEndpoint, async (request, viewer) => {
    const site = await sites.forHost(request.headers.host);
    return repeatOrder(db, payments.provider, { userId: viewer.userId, siteId: site.id, siteCountries: site.settings.countries });
  });
};
