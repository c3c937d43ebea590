import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { Locale } from '@dating/shared/contracts/locales';
import type { LanderDesignProps } from '../lander-design-props';
import { MapDesign } from './map-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-maplanding-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `maplanding` lander: the visitor's country as a map of dots, with members pinned on their cities. */
export default function MapLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-maplanding" load={loadTexts}>
      <MapDesign slug={slug} />
    </NamespaceTexts>
  );
}
