/**
 * The locale cookie, one reader and writer for the shell's language menu and the remotes'
 * language screens (lang-config), so both set exactly the same cookie.
 */
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, type Locale } from '../contracts/locales';

export function readCookie(name: string, cookieString: string = document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [rawKey, ...rest] = part.split('=');
    if (rawKey?.trim() === name) {
      try {
        return decodeURIComponent(rest.join('=').trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The `i18n_redirected` cookie: 365 days, whole site, sent on top-level navigations only. */
export function localeCookieString(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}

export function readLocaleCookie(): string | null {
  return readCookie(LOCALE_COOKIE);
}
