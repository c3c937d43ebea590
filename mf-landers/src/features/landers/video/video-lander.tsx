import type { Locale } from '@dating/shared/contracts/locales';
import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { LanderDesignProps } from '../lander-design-props';
import { VideoDesign } from './video-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-video-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `video` lander: a looping clip of warm light behind the headline, then who is online near you. */
export default function VideoLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-video" load={loadTexts}>
      <VideoDesign slug={slug} />
    </NamespaceTexts>
  );
}
