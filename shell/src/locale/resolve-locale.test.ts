import { resolveLocale, browserLanguages } from './resolve-locale';
import { localeCookieString, readCookie } from '@dating/shared/i18n/locale-cookie';

describe('resolveLocale (cookie > domain language > browser > en)', () => {
  it('uses the cookie first', () => {
    expect(resolveLocale({ cookie: 'sv', domainLanguage: 'nl_NL', browserLanguages: ['de-DE'] })).toBe('sv');
  });

  it('skips an unsupported cookie and uses the domain language (first two letters)', () => {
    expect(resolveLocale({ cookie: 'pt', domainLanguage: 'nl_NL', browserLanguages: ['de-DE'] })).toBe('nl');
    expect(resolveLocale({ cookie: null, domainLanguage: 'DE', browserLanguages: ['fr'] })).toBe('de');
  });

  it('skips an unsupported domain language and uses the first supported browser language', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'pt_BR', browserLanguages: ['pt-BR', 'ja', 'fr-CA', 'de'] })).toBe('fr');
    expect(resolveLocale({ cookie: undefined, domainLanguage: '', browserLanguages: ['nb-NO'] })).toBe('nb');
  });

  it('reads Norwegian tags no/nn as nb', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: null, browserLanguages: ['no'] })).toBe('nb');
  });

  it('falls back to English', () => {
    expect(resolveLocale({ cookie: 'xx', domainLanguage: 'pt', browserLanguages: ['pt-BR', 'ja'] })).toBe('en');
    expect(resolveLocale({ cookie: null, domainLanguage: null, browserLanguages: [] })).toBe('en');
  });

  it('reads the browser languages, with navigator.language as a fallback', () => {
    expect(browserLanguages({ languages: ['da', 'en'], language: 'da' })).toEqual(['da', 'en']);
    expect(browserLanguages({ languages: [], language: 'fi' })).toEqual(['fi']);
  });
});

describe('locale cookie', () => {
  it('reads a cookie by name', () => {
    expect(readCookie('i18n_redirected', 'a=1; i18n_redirected=de; b=2')).toBe('de');
    expect(readCookie('i18n_redirected', 'a=1')).toBeNull();
  });

  it('lasts 365 days on the whole site with SameSite=Lax', () => {
    expect(localeCookieString('nl', false)).toBe('i18n_redirected=nl; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookieString('nl', true)).toContain('; Secure');
  });
});
