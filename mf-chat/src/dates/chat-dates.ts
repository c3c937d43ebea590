import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale, type Locale } from '@dating/shared/contracts/locales';

dayjs.extend(localizedFormat);

/**
 * dayjs' texts per locale, each its own chunk loaded on first use: the chat's first route carries
 * none of them (English is built into dayjs). Norwegian Bokmål is `nb` in dayjs as in our LOCALES.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<unknown>> = {
  nl: () => import(/* webpackChunkName: "dayjs-nl" */ 'dayjs/locale/nl'),
  de: () => import(/* webpackChunkName: "dayjs-de" */ 'dayjs/locale/de'),
  it: () => import(/* webpackChunkName: "dayjs-it" */ 'dayjs/locale/it'),
  fr: () => import(/* webpackChunkName: "dayjs-fr" */ 'dayjs/locale/fr'),
  es: () => import(/* webpackChunkName: "dayjs-es" */ 'dayjs/locale/es'),
  pl: () => import(/* webpackChunkName: "dayjs-pl" */ 'dayjs/locale/pl'),
  da: () => import(/* webpackChunkName: "dayjs-da" */ 'dayjs/locale/da'),
  fi: () => import(/* webpackChunkName: "dayjs-fi" */ 'dayjs/locale/fi'),
  nb: () => import(/* webpackChunkName: "dayjs-nb" */ 'dayjs/locale/nb'),
  sv: () => import(/* webpackChunkName: "dayjs-sv" */ 'dayjs/locale/sv'),
};

const loaded = new Set<string>(['en']);

/** Loads dayjs' texts for `locale` once (a locale module registers itself with dayjs when it runs). */
async function loadDateLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale) || locale === 'en') return;
  await LOADERS[locale]();
  loaded.add(locale);
}

/** How the chat tells times: in the reader's language (their i18n locale), once dayjs has its texts. */
export interface ChatDates {
  /** A message's time: "14:05" / "2:05 PM". */
  time(iso: string): string;
  /** A day divider: today, yesterday, or the weekday and date. */
  day(iso: string): string;
  /** The list's time: today's time, this week's weekday, else the short date. */
  listTime(iso: string): string;
  /** The key of a message's day (local time), to group messages by day. */
  dayKey(iso: string): string;
}

/**
 * The member's language for dates. Until its dayjs texts have arrived, dates read in English for a
 * moment rather than hold back the conversation.
 */
export function useChatDates(): ChatDates {
  const { t, i18n } = useTranslation('mf-chat');
  const wanted: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const [ready, setReady] = useState<Locale>(loaded.has(wanted) ? wanted : 'en');
  useEffect(() => {
    let active = true;
    loadDateLocale(wanted).then(
      () => active && setReady(wanted),
      // A chunk that fails to load leaves English dates; the texts around them stay translated.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [wanted]);
  const locale = loaded.has(wanted) ? wanted : ready;
  const at = (iso: string) => dayjs(iso).locale(locale);
  return {
    time: (iso) => at(iso).format('LT'),
    day: (iso) => {
      const date = at(iso);
      const today = dayjs().startOf('day');
      if (date.isSame(today, 'day')) return t('dates.today');
      if (date.isSame(today.subtract(1, 'day'), 'day')) return t('dates.yesterday');
      // The locale's own long date (word order, day and month names are the locale's).
      return date.format('dddd, LL');
    },
    listTime: (iso) => {
      const date = at(iso);
      const today = dayjs().startOf('day');
      if (date.isSame(today, 'day')) return date.format('LT');
      if (date.isAfter(today.subtract(6, 'day'))) return date.format('ddd');
      return date.format('L');
    },
    dayKey: (iso) => dayjs(iso).format('YYYY-MM-DD'),
  };
}
