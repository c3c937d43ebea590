import type { LanderResponse } from '@dating/shared/contracts/landers';
import type { LanderName } from '@dating/shared/landers/lander-catalog';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { useLander } from './api/lander';
import { useStartLandingVisit } from './api/start-landing-visit';
import { useVariantHeadline } from './variant-headline';

/**
 * What every lander design starts from: the site's settings, the lander's answer for the slug, its
 * visit logged (bounce logging), and the headline — the slug's variant's, else the design's own
 * (`fallback`: a text, or one made from the answer, such as the visitor's country).
 */
export function useLanderPage(
  name: LanderName,
  slug: string | undefined,
  fallback: string | ((answer: LanderResponse | undefined) => string),
) {
  const { settings$ } = useShellContext();
  const settings = useObservable(settings$, null);
  const lander = useLander(name, slug);
  const acted = useStartLandingVisit(name, slug ?? null);
  const headline = useVariantHeadline(lander.data?.variant, typeof fallback === 'string' ? fallback : fallback(lander.data));
  // A slug's headline, or one made from the answer, is only known with the answer: hold the default back
  // meanwhile instead of swapping it.
  const headlineHidden = lander.isPending && (slug !== undefined || typeof fallback !== 'string');
  return { settings, lander, acted, headline, headlineHidden };
}
