import { searchMembersEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { validationFailed } from '../../http/errors';
import { InvalidCursorError, searchMembers } from '../../members/member-search';
import { allowVisitorSearch } from '../../members/visitor-search';

/**
 * GET /api/search.php: one page of members matching the filters, the total of the filtered set and
 * the cursor of the next page (see members/member-search.ts for order, paging and exclusions).
 * Visitors may search only when the site allows it (`logged_out_search`), and when it demands a
 * traffic source (`logged_out_search_trafficsource`) only with one; otherwise 403 authentication_required.
 */
export const searchMembersRoute: RouteModule = (app, { db, sites }) => {
  route(app, searchMembersEndpoint, async (request, viewer) => {
    await allowVisitorSearch(sites, request, viewer);
    const { gender, country, countryregion, min_age, max_age, after, limit } = request.query;
    try {
      return await searchMembers(db, viewer?.profileId ?? null, { gender, country, countryregion, min_age, max_age, after, limit });
    } catch (error) {
      if (error instanceof InvalidCursorError) throw validationFailed('after', 'after: invalid cursor');
      throw error;
    }
  });
};
