import { getSettingsEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';

/**
 * GET /api/settings.php: the site settings for `?host=` (a forced domain) or else the Host
 * header, with the visitor's country filled in. Unknown hosts get the default site; the route's
 * other query params are accepted as-is.
 */
export const getSettingsRoute: RouteModule = (app, { sites, geo }) => {
  route(app, getSettingsEndpoint, async (request, _viewer, reply) => {
    const site = await sites.forHost(request.query.host || request.headers.host);
    reply.header('vary', 'host');
    return geo.settingsFor(site.settings, request);
  });
};
