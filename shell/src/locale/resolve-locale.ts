// The rule itself is shared: the api renders the first paint in the locale this picks.
export { resolveLocale } from '@dating/shared/i18n/resolve-locale';

/** The browser's preferred languages, tolerant of old browsers without `navigator.languages`. */
export function browserLanguages(nav: Pick<Navigator, 'languages' | 'language'> = navigator): readonly string[] {
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}
