import { matchFinderEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { findMatches } from '../../members/match-finder';
import { allowVisitorSearch } from '../../members/visitor-search';

/**
 * GET /api/match-finder.php?gender=&min_age=&max_age=&country=&countryregion=&interests=1,2,3: the
 * match finder's ranked list (ranking explained in members/match-finder.ts). Visitors as for search.
 */
export const matchFinderRoute: RouteModule = (app, { db, sites }) => {
  route(app, matchFinderEndpoint, async (request, viewer) => {
    await allowVisitorSearch(sites, request, viewer);
    const { network: _network, ref: _ref, ...wish } = request.query;
    return findMatches(db, viewer?.profileId ?? null, wish);
  });
};
