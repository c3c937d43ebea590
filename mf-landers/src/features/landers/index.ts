import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LanderName } from '@dating/shared/landers/lander-catalog';
import type { LanderDesignProps } from './lander-design-props';

/**
 * The public entry of the lander designs: one lazily loaded chunk per design, so an ad's visitor downloads
 * only the lander the ad points to.
 */
export const LANDER_DESIGNS: Record<LanderName, LazyExoticComponent<ComponentType<LanderDesignProps>>> = {
  alonetonight: lazy(() => import(/* webpackChunkName: "lander-alonetonight" */ './alonetonight/alonetonight-lander')),
  collagelanding: lazy(() => import(/* webpackChunkName: "lander-collagelanding" */ './collagelanding/collagelanding-lander')),
  gallery: lazy(() => import(/* webpackChunkName: "lander-gallery" */ './gallery/gallery-lander')),
  iconslanding: lazy(() => import(/* webpackChunkName: "lander-iconslanding" */ './iconslanding/iconslanding-lander')),
  maplanding: lazy(() => import(/* webpackChunkName: "lander-maplanding" */ './maplanding/maplanding-lander')),
  socialnetwork: lazy(() => import(/* webpackChunkName: "lander-socialnetwork" */ './socialnetwork/socialnetwork-lander')),
  transitionsvideolanding: lazy(
    () => import(/* webpackChunkName: "lander-transitionsvideolanding" */ './transitionsvideolanding/transitionsvideolanding-lander'),
  ),
  video: lazy(() => import(/* webpackChunkName: "lander-video" */ './video/video-lander')),
};
