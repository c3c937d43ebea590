import { similarProfilesEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findSimilarProfiles } from '../../members/similar-profiles';
import { allowVisitorSearch } from '../../members/visitor-search';

/**
 * GET /api/similar.php?id=… (similar to a profile) or ?country=&gender=&min_age=&max_age= (near a
 * search that found little): see members/similar-profiles.ts. Visitors as for search; a base profile
 * the viewer may not see is 404.
 */
export const similarProfilesRoute: RouteModule = (app, { db, sites }) => {
  route(app, similarProfilesEndpoint, async (request, viewer) => {
    await allowVisitorSearch(sites, request, viewer);
    const { id, gender, country, min_age, max_age } = request.query;
    const profiles = await findSimilarProfiles(db, viewer?.profileId ?? null, { id, gender, country, min_age, max_age });
    if (!profiles) throw notFound('Profile not found');
    return { profiles };
  });
};
