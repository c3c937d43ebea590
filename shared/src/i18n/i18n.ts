import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contracts/locales';

export type LocaleLoader = (locale: Locale) => Promise<{ default: ResourceKey } | ResourceKey>;

/**
 * One i18next instance per page, created by the shell and handed to every parcel. Texts are never
 * bundled: each workspace registers its namespace with a loader, and only the active locale (plus
 * English as fallback) is fetched.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [],
    defaultNS: false,
    resources: {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18n: 'languageChanged loaded' },
  });
  return instance;
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>();

async function loadBundle(instance: I18n, namespace: string, locale: Locale, loader: LocaleLoader): Promise<void> {
  if (instance.hasResourceBundle(locale, namespace)) return;
  let map = pending.get(instance);
  if (!map) {
    map = new Map();
    pending.set(instance, map);
  }
  const key = `${namespace}:${locale}`;
  let promise = map.get(key);
  if (!promise) {
    const inFlight = map;
    promise = loader(locale).then(
      (mod) => {
        const data = (mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod) as ResourceKey;
        instance.addResourceBundle(locale, namespace, data, true, true);
      },
      (error: unknown) => {
        // Forget the failure so a later attempt (retry button, next language change) loads again.
        inFlight.delete(key);
        throw error;
      },
    );
    map.set(key, promise);
  }
  await promise;
}

/**
 * Makes sure `namespace` is loaded for the current language (and English, the fallback), and keeps
 * it loaded across language changes. Resolves once the current language's texts are there.
 * Returns a function that stops following language changes.
 */
export function registerNamespace(instance: I18n, namespace: string, loader: LocaleLoader): { ready: Promise<void>; dispose: () => void } {
  const ensure = (lng: string) => {
    const locale = (LOCALES as readonly string[]).includes(lng) ? (lng as Locale) : DEFAULT_LOCALE;
    const loads = [loadBundle(instance, namespace, locale, loader)];
    if (locale !== DEFAULT_LOCALE) loads.push(loadBundle(instance, namespace, DEFAULT_LOCALE, loader));
    return Promise.all(loads).then(() => undefined);
  };
  const onChange = (lng: string) => {
    void ensure(lng).then(() => instance.emit('loaded', { [lng]: [namespace] }));
  };
  instance.on('languageChanged', onChange);
  return { ready: ensure(instance.language || DEFAULT_LOCALE), dispose: () => instance.off('languageChanged', onChange) };
}

/** Loads a namespace's texts for `locale` before switching to it, so the page never shows keys. */
export async function changeLocale(instance: I18n, locale: Locale, loaders: Record<string, LocaleLoader>): Promise<void> {
  await Promise.all(Object.entries(loaders).map(([ns, loader]) => loadBundle(instance, ns, locale, loader)));
  await instance.changeLanguage(locale);
}
