import { reverseGeocodeEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';

/** GET /api/geocode.php?lat&lon: offline reverse geocode to the nearest known city (404 when none near). */
export const reverseGeocodeRoute: RouteModule = (app, { geocoder }) => {
  route(app, reverseGeocodeEndpoint, async (request) => {
    const geocode = await geocoder.reverse(request.query.lat, request.query.lon);
    if (!geocode) throw notFound('No supported location near these coordinates');
    return { geocode };
  });
};
