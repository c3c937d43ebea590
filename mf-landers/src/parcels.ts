import type { ParcelLoaders } from '@dating/shared/parcel/parcel-contract';

/**
 * The `./parcels` expose: every parcel the shell may mount from mf-landers (its routes in the shared
 * route table, then its layout pieces). Each loads on first use, so a route downloads only its feature.
 */
const parcels = {
  index: () => import(/* webpackChunkName: "index" */ './features/index/index.parcel'),
  'member-landing': () => import(/* webpackChunkName: "member-landing" */ './features/member-landing/member-landing.parcel'),
  'member-signup': () => import(/* webpackChunkName: "member-signup" */ './features/member-signup/member-signup.parcel'),
  'member-landing2': () => import(/* webpackChunkName: "member-landing2" */ './features/member-landing2/member-landing2.parcel'),
  'member-landing3': () => import(/* webpackChunkName: "member-landing3" */ './features/member-landing3/member-landing3.parcel'),
  tinderswipe: () => import(/* webpackChunkName: "tinderswipe" */ './features/tinderswipe/tinderswipe.parcel'),
  lander: () => import(/* webpackChunkName: "lander" */ './features/lander/lander.parcel'),
  'static-page': () => import(/* webpackChunkName: "static-page" */ './features/static-page/static-page.parcel'),
  token: () => import(/* webpackChunkName: "token" */ './features/token/token.parcel'),
} satisfies ParcelLoaders;

export default parcels;
