import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { Locale } from '@dating/shared/contracts/locales';
import type { LanderDesignProps } from '../lander-design-props';
import { IconsDesign } from './icons-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-iconslanding-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `iconslanding` lander: what a member gets, one drawn icon per benefit, then faces to say hello to. */
export default function IconsLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-iconslanding" load={loadTexts}>
      <IconsDesign slug={slug} />
    </NamespaceTexts>
  );
}
