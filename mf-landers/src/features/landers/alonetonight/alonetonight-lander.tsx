import { NamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import type { Locale } from '@dating/shared/contracts/locales';
import type { LanderDesignProps } from '../lander-design-props';
import { AloneTonightDesign } from './alonetonight-design';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-alonetonight-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The `alonetonight` lander: a late-evening mood page — night sky, city lights, the time, who is online. */
export default function AloneTonightLander({ slug }: LanderDesignProps) {
  return (
    <NamespaceTexts namespace="lander-alonetonight" load={loadTexts}>
      <AloneTonightDesign slug={slug} />
    </NamespaceTexts>
  );
}
