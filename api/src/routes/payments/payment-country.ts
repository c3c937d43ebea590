import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { memberCountry } from '../../payments/member-country';
import type { Site } from '../../sites/site-settings';

/**
 * The payment country: the one the member chose, else the member's own (their profile's: a member in Berlin
 * browsing through a Dutch exit still pays at home), else the visitor's country (GeoIP), else the site's first
 * country (its home market).
 */
export async function paymentCountry(
  ctx: Pick<AppContext, 'geo' | 'db'>,
  request: FastifyRequest,
  site: Site,
  chosen: string | undefined,
  viewer: { userId: number } | null,
): Promise<string> {
  if (chosen !== undefined) return chosen;
  const own = viewer === null ? null : await memberCountry(ctx.db, viewer.userId);
  if (own !== null) return own;
  return (await ctx.geo.resolve(request)) ?? site.settings.countries[0] ?? 'NL';
}
