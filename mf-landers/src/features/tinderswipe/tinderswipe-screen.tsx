import type { Locale } from '@dating/shared/contracts/locales';
import { withNamespaceTexts } from '@dating/shared/i18n/namespace-texts';
import { TinderswipeLander } from './tinderswipe-lander';

const loadTexts = (locale: Locale) =>
  import(/* webpackChunkName: "lander-tinderswipe-[request]" */ `./locales/${locale}.json`) as Promise<{ default: object }>;

/** The visitors' swipe lander, once its texts (a namespace of their own, loaded with it) are there. */
export const TinderswipeScreen = withNamespaceTexts('lander-tinderswipe', loadTexts, TinderswipeLander);
