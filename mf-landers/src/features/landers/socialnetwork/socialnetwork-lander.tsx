import type { Locale } from '@dating/shared/contracts/locales';
import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { LanderDesignProps } from '../lander-design-props';
import { SocialnetworkDesign } from './socialnetwork-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-socialnetwork-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `socialnetwork` lander: a feed of posts and a stories row, like the social apps visitors use every day. */
export default function SocialnetworkLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-socialnetwork" load={loadTexts}>
      <SocialnetworkDesign slug={slug} />
    </NamespaceTexts>
  );
}
