import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Site } from '../../sites/site-settings';

/**
 * The payment country: the one the member chose, else the visitor's country (GeoIP), else the site's first
 * country (its home market).
 */
export async function paymentCountry(
  ctx: Pick<AppContext, 'geo'>,
  request: FastifyRequest,
  site: Site,
  chosen: string | undefined,
): Promise<string> {
  return chosen ?? (await ctx.geo.resolve(request)) ?? site.settings.countries[0] ?? 'NL';
}
