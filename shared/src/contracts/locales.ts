/** Plain constants only (no zod): the i18n setup every remote loads imports this file. */
import { STORAGE_NAMES } from '../storage/storage-registry';

/** The 11 locales the sites are offered in, default first. Language is never part of the path. */
export const LOCALES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl', 'da', 'fi', 'nb', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_COOKIE = STORAGE_NAMES.locale;
export const LOCALE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Each locale's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
  pl: 'Polski',
  da: 'Dansk',
  fi: 'Suomi',
  nb: 'Norsk bokmål',
  sv: 'Svenska',
};

/**
 * Country → languages offered by the switcher, first entry preferred.
 * Countries not listed fall back to every locale.
 */
export const COUNTRY_LANGUAGES: Record<string, readonly Locale[]> = {
  NL: ['nl', 'en'],
  BE: ['nl', 'fr', 'de'],
  LU: ['fr', 'de', 'en'],
  DE: ['de', 'en'],
  AT: ['de', 'en'],
  CH: ['de', 'it', 'fr', 'en'],
  IT: ['it', 'en'],
  FR: ['fr', 'en'],
  ES: ['es', 'en'],
  PL: ['pl', 'en'],
  DK: ['da', 'en'],
  FI: ['fi', 'sv', 'en'],
  NO: ['nb', 'en'],
  SE: ['sv', 'en'],
  GB: ['en'],
  IE: ['en'],
  US: ['en', 'es'],
};

export function languagesForCountry(country: string | null | undefined): readonly Locale[] {
  if (!country) return LOCALES;
  return COUNTRY_LANGUAGES[country.toUpperCase()] ?? LOCALES;
}
