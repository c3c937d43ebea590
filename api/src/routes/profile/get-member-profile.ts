import { getMemberProfileEndpoint } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { route } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { markLikeSeenOnView } from '../../likes/like-seen';
import { isPaidUser, loadMemberProfile } from '../../members/member-profile';
import { allowVisitorSearch } from '../../members/visitor-search';

/**
 * GET /api/profile.php?id=…: another member's public profile with server-side photo gating (see
 * members/member-profile.ts): visitors get the main photo, free members FREE_VISIBLE_PHOTOS, premium
 * members and the owner all; locked photos leave without file names.
 *
 * Visitors may view profiles exactly when they may search (`logged_out_search`, and with
 * `logged_out_search_trafficsource` only with a traffic source, `network`/`ref` on this request as on
 * search); otherwise 403 authentication_required. A profile that is unknown, deleted, waiting for
 * deletion, switched off, invisible or not yet activated (except to contacts), or separated from the
 * viewer by a block in either direction is 404 not_found — never 403, so its existence is not revealed.
 *
 * A member opening the profile of someone who liked them has seen that like: its new flag clears
 * (likes/like-seen.ts); nobody else's view touches it.
 */
export const getMemberProfileRoute: RouteModule = (app, { db, sites, realtime }) => {
  route(app, getMemberProfileEndpoint, async (request, viewer) => {
    const [, { settings }] = await Promise.all([allowVisitorSearch(sites, request, viewer), sites.forHost(request.headers.host)]);
    const paidUser = viewer ? await isPaidUser(db, viewer.userId) : false;
    const profile = await loadMemberProfile(db, viewer ? { profileId: viewer.profileId, paidUser } : null, request.query.id, settings);
    // What a member may see depends on who asks: never stored by shared caches or reused by the browser.
    if (!profile) throw notFound('Profile not found');
    if (viewer) await markLikeSeenOnView(db, viewer, profile.id, realtime);
    return { profile };
  });
};
