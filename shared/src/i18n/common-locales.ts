import type { LocaleLoader } from './i18n';

/** The `common` namespace: texts of shared UI (fallbacks, generic errors), one chunk per locale. */
export const COMMON_NAMESPACE = 'common';
export const loadCommonLocale: LocaleLoader = (locale) => import(`../locales/${locale}.json`);
