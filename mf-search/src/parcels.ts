import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-search (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  members: () => import(/* webpackChunkName: "members" */ './features/members/members.parcel'),
  'profile-view': () => import(/* webpackChunkName: "profile-view" */ './features/profile-view/profile-view.parcel'),
  'match-finder': () => import(/* webpackChunkName: "match-finder" */ './features/match-finder/match-finder.parcel'),
} satisfies ParcelLoaders;

export default parcels;
