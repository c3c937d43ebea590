/**
 * The site's own texts (its title, description and words for fictional profiles, its live-cam tiles) in the
 * language the visitor reads: the one place that picks them, so the server's first paint, the shell and
 * every remote show the same text.
 */
import { isLocale } from '../contracts/locales';
import type { Settings, SiteTextKey } from '../contracts/settings';

/** The settings that hold the site's texts: `K` the ones a reader needs. */
export type SiteTextSettings<K extends SiteTextKey = SiteTextKey> = Pick<Settings, K | 'texts' | 'default_language'>;

/**
 * The site's text in `locale` itself, or undefined when the site wrote none in that language. In the default
 * language the plain field is the text (what an operator edits), `texts[default]` only where it is empty.
 */
export function ownSiteText<K extends SiteTextKey>(settings: SiteTextSettings<K>, locale: string, key: K): string | undefined {
  if (locale === settings.default_language) return settings[key] || settings.texts?.[locale]?.[key] || undefined;
  return (isLocale(locale) && settings.texts?.[locale]?.[key]) || undefined;
}

/**
 * The site's text in `locale`; where the site has none in it, its default language's. Never a built-in
 * English text: what the site says is the site's to word.
 */
export function siteText<K extends SiteTextKey>(settings: SiteTextSettings<K>, locale: string, key: K): string {
  return ownSiteText(settings, locale, key) ?? ownSiteText(settings, settings.default_language, key) ?? '';
}

type LivecamTile = Settings['livecam_tiles'][number];

/** A live-cam tile's title in `locale`, else in the site's default language (`title`, as for the site's texts). */
export function livecamTileTitle(
  tile: Pick<LivecamTile, 'title' | 'titles'>,
  locale: string,
  defaultLanguage: Settings['default_language'],
): string {
  if (locale === defaultLanguage) return tile.title || tile.titles?.[locale] || '';
  return (isLocale(locale) && tile.titles?.[locale]) || tile.title || tile.titles?.[defaultLanguage] || '';
}
