import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import { changeLocale, type LocaleLoader } from '@dating/shared/i18n/i18n';
import { updateUserEndpoint } from '@dating/shared/contracts/user';
import type { Locale } from '@dating/shared/contracts/locales';

export interface LocaleControllerDeps {
  i18n: I18n;
  bus: EventBus;
  api: ApiClient;
  loaders: Record<string, LocaleLoader>;
  writeCookie: (locale: Locale) => void;
  setHtmlLang?: (locale: Locale) => void;
}

export interface LocaleController {
  change(locale: Locale): Promise<void>;
}

export function setDocumentLang(locale: Locale): void {
  document.documentElement.lang = locale;
}

/**
 * A language switch: texts first (so the page never flashes keys), then the switch, the cookie,
 * `<html lang>`, the bus, and — for a member — the user record (failure there is not the visitor's
 * problem: the cookie already holds the choice).
 */
export function createLocaleController({
  i18n,
  bus,
  api,
  loaders,
  writeCookie,
  setHtmlLang = setDocumentLang,
}: LocaleControllerDeps): LocaleController {
  return {
    async change(locale) {
      await changeLocale(i18n, locale, loaders);
      writeCookie(locale);
      setHtmlLang(locale);
      bus.set('locale', locale);
      if (bus.get('auth').status === 'logged_in') {
        try {
          const { user } = await api.call(updateUserEndpoint, { body: { language: locale } });
          if (user) bus.set('auth', { status: 'logged_in', user });
        } catch {
          // Kept in the cookie; the record catches up on the next switch.
        }
      }
    },
  };
}
