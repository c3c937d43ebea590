import { landingProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { findLandingProfile } from '../../landers/lander';
import { LANDER_READ_LIMIT } from './lander';

/**
 * GET /api/landing-profile.php?id= (no login): the profile a member landing page puts first — only a
 * visible fictional profile with a photo. Unknown, hidden, disabled and real members' ids all answer
 * the same 404, so the answer reveals nothing about who exists.
 */
export const landingProfileRoute: RouteModule = (app, { db }) => {
  route(app, landingProfileEndpoint, { config: { rateLimit: LANDER_READ_LIMIT } }, async (request, reply) => {
    const profile = await findLandingProfile(db, request.query.id, new Date());
    if (!profile) throw notFound('No such profile');
    reply.header('cache-control', 'private, max-age=60');
    return { profile };
  });
};
