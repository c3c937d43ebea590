import { landingProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findLandingProfile } from '../../landers/lander';

/**
 * GET /api/landing-profile.php?id= (no login): the profile a member landing page puts first — only a
 * visible fictional profile with a photo. Unknown, hidden, disabled and real members' ids all answer
 * the same 404, so the answer reveals nothing about who exists.
 */
export const landingProfileRoute: RouteModule = (app, { db }) => {
  route(app, landingProfileEndpoint, async (request) => {
    const profile = await findLandingProfile(db, request.query.id, new Date());
    if (!profile) throw notFound('No such profile');
    return { profile };
  });
};
