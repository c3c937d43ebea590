import { GeocodeQuerySchema, GeocodeResponseSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { notFound } from '../../http/errors';

/** GET /api/geocode.php?lat&lon: offline reverse geocode to the nearest known city (404 when none near). */
export const geocodeRoute: RouteModule = (app, { geocoder }) => {
  app.get(
    '/api/geocode.php',
    { schema: { querystring: GeocodeQuerySchema, response: { 200: GeocodeResponseSchema } } },
    async (request, reply) => {
      const geocode = await geocoder.reverse(request.query.lat, request.query.lon);
      if (!geocode) throw notFound('No supported location near these coordinates');
      reply.header('cache-control', 'private, max-age=3600');
      return { geocode };
    },
  );
};
