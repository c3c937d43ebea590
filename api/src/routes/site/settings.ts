import { SettingsQuerySchema, SettingsSchema } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';

/**
 * GET /api/settings.php: the site settings for `?host=` (a forced domain) or else the Host
 * header. Unknown hosts get the default site; the route's other query params are accepted as-is.
 */
export const settingsRoute: RouteModule = (app, { sites }) => {
  app.get(
    '/api/settings.php',
    { schema: { querystring: SettingsQuerySchema, response: { 200: SettingsSchema } } },
    async (request, reply) => {
      const site = await sites.forHost(request.query.host || request.headers.host);
      reply.header('cache-control', 'no-cache');
      reply.header('vary', 'host');
      return site.settings;
    },
  );
};
