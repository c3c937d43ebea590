import { ownProfileUpdateSchemaFor, updateOwnProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { parseWith } from '../../http/parse';
import { loadOwnProfile, updateOwnProfile } from '../../members/own-profile';

/**
 * PUT /api/my-profile.php: a partial update of the profile fields, validated with the shared
 * schema (the name rule that needs the e-mail included); answers like GET /api/my-profile.php,
 * with the saved values.
 */
export const updateOwnProfileRoute: RouteModule = (app, { db, sites }) => {
  route(app, updateOwnProfileEndpoint, async (request, viewer) => {
    const { user } = await loadOwnProfile(db, viewer);
    // The descriptor's schema knows neither the e-mail nor the site: judge again with both, the
    // site's min_age when higher than 18, the same rule as at signup and in the form.
    const site = await sites.forHost(request.headers.host);
    const update = parseWith(ownProfileUpdateSchemaFor(user.email, { minAge: site.settings.min_age }), request.body);
    await updateOwnProfile(db, viewer.profileId, { country: user.profile.country, regionId: user.profile.region_id }, update);
    return (await loadOwnProfile(db, viewer)).response;
  });
};
