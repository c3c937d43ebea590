import { LOCALES } from '@dating/shared/contracts/locales';
import { OFFLINE_TEXTS, offlineLocale, renderOfflinePage } from './offline-page';

describe('offlineLocale', () => {
  it('takes the language the page last told the worker', () => {
    expect(offlineLocale('de', ['fr-FR'])).toBe('de');
  });

  it('else the browser’s first supported language, else English', () => {
    expect(offlineLocale(null, ['xx', 'nl-BE', 'de'])).toBe('nl');
    expect(offlineLocale('zz', ['no'])).toBe('nb');
    expect(offlineLocale(undefined, ['ja'])).toBe('en');
    expect(offlineLocale(undefined, [])).toBe('en');
  });
});

describe('renderOfflinePage', () => {
  it('has its texts in every locale, each its own', () => {
    for (const locale of LOCALES) {
      const texts = OFFLINE_TEXTS[locale];
      expect(texts.title && texts.body && texts.retry).toBeTruthy();
    }
    const bodies = new Set(LOCALES.map((locale) => OFFLINE_TEXTS[locale].body));
    expect(bodies.size).toBe(LOCALES.length);
  });

  it('speaks the member’s language, names the site and offers a reload', () => {
    document.documentElement.innerHTML = renderOfflinePage({ locale: 'de', siteName: 'Dating Demo Deutschland' });
    expect(document.querySelector('h1')?.textContent).toBe('Du bist offline');
    expect(document.body.textContent).toContain('Dating Demo Deutschland');
    expect(document.querySelector('button')?.textContent).toBe('Erneut versuchen');
    expect(document.querySelector('button')?.getAttribute('onclick')).toBe('location.reload()');
    expect(document.title).toBe('Du bist offline – Dating Demo Deutschland');
  });

  it('escapes the site name', () => {
    const html = renderOfflinePage({ locale: 'en', siteName: '<img src=x onerror=alert(1)> & "Co"' });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(html).not.toContain('<img');
  });

  it('is self-contained: no file to load', () => {
    const html = renderOfflinePage({ locale: 'en', siteName: null });
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).not.toContain('class="site"');
    expect(html).toContain('<html lang="en">');
  });
});
