import { browserLanguages } from './resolve-locale';
import { localeCookieString, readCookie } from '@dating/shared/i18n/locale-cookie';

describe('browserLanguages', () => {
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
