/**
 * Which locale a visitor reads, decided the same way by the shell in the browser and by the api when it
 * renders the page's first paint (its `<html lang>`, `<title>` and description).
 */
import { DEFAULT_LOCALE, isLocale, type Locale } from '../contracts/locales';

export interface LocaleSources {
  /** Value of the `i18n_redirected` cookie, if any. */
  cookie: string | null | undefined;
  /** The site's `domain_language` setting (e.g. `nl_NL`, `de`); only its first two letters count. */
  domainLanguage: string | null | undefined;
  /** The browser's languages, most preferred first (navigator.languages, or Accept-Language in order). */
  browserLanguages: readonly string[];
}

/**
 * Browsers report Norwegian as `no` or `nn` as often as `nb`; our Norwegian texts are Bokmål, which
 * every Norwegian reader reads, so those map to `nb`.
 */
const ALIASES: Record<string, Locale> = { no: 'nb', nn: 'nb' };

function primarySubtag(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const primary = primarySubtag(tag);
  if (isLocale(primary)) return primary;
  return ALIASES[primary] ?? null;
}

/**
 * The cookie wins, then the domain language (first two letters) when supported, then the first
 * supported browser language, then English. Unsupported values at any step are skipped.
 *
 * A logged-in member's saved `user.language` does not override this: the cookie (set by the
 * switcher, which also saves the language to the user record) is the one place the choice lives,
 * so a shared computer follows the person at the keyboard, not the last account used on it.
 */
export function resolveLocale({ cookie, domainLanguage, browserLanguages }: LocaleSources): Locale {
  if (cookie && isLocale(cookie.trim().toLowerCase())) return cookie.trim().toLowerCase() as Locale;
  const domain = domainLanguage ? domainLanguage.trim().slice(0, 2).toLowerCase() : '';
  if (isLocale(domain)) return domain;
  for (const tag of browserLanguages) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * An Accept-Language header's tags, most preferred first (by q, then by order), without those the
 * browser refuses (q=0) — the server's equivalent of navigator.languages.
 */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
