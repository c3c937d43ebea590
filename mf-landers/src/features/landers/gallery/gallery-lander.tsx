import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { Locale } from '@dating/shared/contracts/locales';
import type { LanderDesignProps } from '../lander-design-props';
import { GalleryDesign } from './gallery-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-gallery-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `gallery` lander: a clean, page-like grid of profile cards, each a way into signup. */
export default function GalleryLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-gallery" load={loadTexts}>
      <GalleryDesign slug={slug} />
    </NamespaceTexts>
  );
}
