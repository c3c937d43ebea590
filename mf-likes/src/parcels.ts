import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-likes (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  likes: () => import(/* webpackChunkName: "likes" */ './features/likes/likes.parcel'),
  'swipe-game': () => import(/* webpackChunkName: "swipe-game" */ './features/swipe-game/swipe-game.parcel'),
  'like-modal': () => import(/* webpackChunkName: "like-modal" */ './features/like-modal/like-modal.parcel'),
  'match-modal': () => import(/* webpackChunkName: "match-modal" */ './features/match-modal/match-modal.parcel'),
} satisfies ParcelLoaders;

export default parcels;
