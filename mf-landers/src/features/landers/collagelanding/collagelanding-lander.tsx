import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { Locale } from '@dating/shared/contracts/locales';
import type { LanderDesignProps } from '../lander-design-props';
import { CollageDesign } from './collage-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-collagelanding-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `collagelanding` lander: an asymmetric mosaic of profile photos with a headline card over it. */
export default function CollageLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-collagelanding" load={loadTexts}>
      <CollageDesign slug={slug} />
    </NamespaceTexts>
  );
}
