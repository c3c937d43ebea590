import { likeProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { likeProfile } from '../../likes/like-profile';
import { findProfileTarget } from '../../members/member-profile';

/**
 * POST /api/like.php `{ profile }` → `{ liked, match }` (members only). A profile the member may
 * not see — unknown, hidden, their own, or separated by a block either way — is 404, never a hint
 * that it exists. A new like is mailed to the liked member (notification type `like`, if they allow
 * it) from the job queue once it is stored, without the answer waiting for the mail.
 */
export const likeProfileRoute: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, likeProfileEndpoint, async (request, viewer) => {
    const target = await findProfileTarget(db, viewer.profileId, request.body.profile);
    if (!target) throw notFound('Profile not found');
    const { response } = await likeProfile(db, viewer.profileId, target, ctx.realtime);
    return response;
  });
};
