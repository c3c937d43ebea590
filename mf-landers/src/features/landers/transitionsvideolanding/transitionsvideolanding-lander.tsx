import type { Locale } from '@dating/shared/contracts/locales';
import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { LanderDesignProps } from '../lander-design-props';
import { TransitionsDesign } from './transitions-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-transitionsvideolanding-[request]" */ `./locales/${locale}.json`) as Promise<{
    default: object;
  }>;

/** The `transitionsvideolanding` lander: full-screen profile photos that crossfade and slowly zoom, the call to action over them. */
export default function TransitionsvideolandingLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-transitionsvideolanding" load={loadTexts}>
      <TransitionsDesign slug={slug} />
    </NamespaceTexts>
  );
}
