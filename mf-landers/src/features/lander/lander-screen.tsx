import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { LanderName } from '@dating/shared/landers/lander-catalog';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';

/** What every lander design takes: the route's optional slug (the api resolves it to a variant). */
export interface LanderDesignProps {
  slug: string | undefined;
}

/** One chunk per design, so an ad's visitor downloads only the lander the ad points to. */
const DESIGNS: Record<LanderName, LazyExoticComponent<ComponentType<LanderDesignProps>>> = {
  alonetonight: lazy(() => import(/* webpackChunkName: "lander-alonetonight" */ '../landers/alonetonight/alonetonight-lander')),
  collagelanding: lazy(() => import(/* webpackChunkName: "lander-collagelanding" */ '../landers/collagelanding/collagelanding-lander')),
  gallery: lazy(() => import(/* webpackChunkName: "lander-gallery" */ '../landers/gallery/gallery-lander')),
  iconslanding: lazy(() => import(/* webpackChunkName: "lander-iconslanding" */ '../landers/iconslanding/iconslanding-lander')),
  maplanding: lazy(() => import(/* webpackChunkName: "lander-maplanding" */ '../landers/maplanding/maplanding-lander')),
  socialnetwork: lazy(() => import(/* webpackChunkName: "lander-socialnetwork" */ '../landers/socialnetwork/socialnetwork-lander')),
  transitionsvideolanding: lazy(
    () =>
      import(/* webpackChunkName: "lander-transitionsvideolanding" */ '../landers/transitionsvideolanding/transitionsvideolanding-lander'),
  ),
  video: lazy(() => import(/* webpackChunkName: "lander-video" */ '../landers/video/video-lander')),
};

/** The eight named advertising landers (route `landers-name-slug`): the design the name picks. */
export function LanderScreen() {
  const { name, slug } = useRouteParams('landers-name-slug');
  const Design = DESIGNS[name];
  return (
    <Suspense fallback={null}>
      <Design key={name} slug={slug} />
    </Suspense>
  );
}
