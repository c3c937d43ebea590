import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings, SiteTextKey } from '../contracts/settings';
import { COMMON_NAMESPACE } from './common-locales';
import { livecamTileTitle, siteText, type SiteTextSettings } from './site-texts';

/** The site's texts in the language the page is read in now; a language switch renders them anew. */
export function useSiteText<K extends SiteTextKey>(settings: SiteTextSettings<K>): (key: K) => string {
  const { i18n } = useTranslation(COMMON_NAMESPACE);
  const locale = i18n.language;
  return useCallback((key: K) => siteText(settings, locale, key), [settings, locale]);
}

/** The live-cam tiles' titles in the language the page is read in now. */
export function useLivecamTileTitle(defaultLanguage: Settings['default_language']): (tile: Settings['livecam_tiles'][number]) => string {
  const { i18n } = useTranslation(COMMON_NAMESPACE);
  const locale = i18n.language;
  return useCallback(
    (tile: Settings['livecam_tiles'][number]) => livecamTileTitle(tile, locale, defaultLanguage),
    [locale, defaultLanguage],
  );
}
