import { Suspense } from 'react';
import { useRouteParams } from '@dating/shared/parcel/shell-context-hooks';
import { LANDER_DESIGNS } from '../landers';

/** The eight named advertising landers (route `landers-name-slug`): the design the name picks, in its own chunk. */
export function LanderScreen() {
  const { name, slug } = useRouteParams('landers-name-slug');
  const Design = LANDER_DESIGNS[name];
  return (
    <Suspense fallback={null}>
      <Design key={name} slug={slug} />
    </Suspense>
  );
}
