import { acceptLanguageTags, resolveLocale } from './resolve-locale';

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
});

describe('acceptLanguageTags', () => {
  it('orders by q, then as sent, and drops refused and wildcard tags', () => {
    expect(acceptLanguageTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.95, *;q=0.5, sv;q=0')).toEqual(['fr-CH', 'de', 'fr', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('feeds resolveLocale as the browser languages of a page the server renders', () => {
    expect(resolveLocale({ cookie: null, domainLanguage: 'mul', browserLanguages: acceptLanguageTags('ja, nb-NO;q=0.8, de;q=0.9') })).toBe(
      'de',
    );
  });
});
