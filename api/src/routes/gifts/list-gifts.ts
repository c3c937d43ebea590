import { listGiftsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { giftCatalogue } from '../../gifts/gift-catalogue';
import { route } from '../../http/endpoint-route';

/** GET /api/gifts.php: the gift catalogue with this site's prices (members: sending gifts needs a login). */
export const listGiftsRoute: RouteModule = (app, { sites }) => {
  route(app, listGiftsEndpoint, async (request) => {
    const { settings } = await sites.forHost(request.headers.host);
    return { gifts: giftCatalogue(settings) };
  });
};
