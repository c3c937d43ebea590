import type { Settings } from '@dating/shared/contracts/index';
import { SITES } from '../seed/data/sites';
import { jsonForScript, pageLocale, renderShellHtml } from './shell-html';

const settings = { ...SITES[0]?.settings, push_public_key: 'k', company_id: 1 } as Settings;
const germanSite = { ...SITES.find((site) => site.host === 'de.localhost')?.settings, push_public_key: 'k', company_id: 1 } as Settings;
const head = (html: string) => ({
  lang: /<html lang="([^"]*)"/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
});

describe('renderShellHtml', () => {
  it('cannot be broken out of by a setting containing </script> or <!--', () => {
    const evil = { ...settings, description: '</script><script>alert(1)</script><!-- & $& $1' };
    const html = renderShellHtml('<html><head><title>x</title></head><body></body></html>', evil, 'n', 'en');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /id="app-settings">([\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    expect(JSON.parse(json).description).toBe(evil.description);
  });

  it('sets lang whether or not the template has one, and the title and description, escaped', () => {
    expect(renderShellHtml('<html lang="en" class="a"><head></head></html>', settings, 'n', 'nl')).toContain('<html lang="nl" class="a">');
    expect(renderShellHtml('<html><head></head></html>', settings, 'n', 'fi')).toContain('<html lang="fi">');
    const plain = { ...settings, texts: undefined, index_title: 'A & B', description: '"C"' };
    expect(renderShellHtml('<html><head><meta name="description" content="old"></head></html>', plain, 'n', 'en')).toContain(
      '<head><meta name="description" content="&quot;C&quot;"><title>A &amp; B</title><meta name="csp-nonce" content="n">',
    );
  });

  it("writes the first paint in the visitor's locale: the site's texts in it", () => {
    const html = renderShellHtml('<html lang="en"><head><title>Dating</title></head></html>', settings, 'n', 'de');
    expect(head(html)).toEqual({
      lang: 'de',
      title: 'Dating Demo – Singles in deiner Nähe',
      description: 'Chatte, like und matche mit Singles aus deiner Region. Kostenlos registrieren und noch heute mit dem Chatten loslegen.',
    });
  });

  it("falls back to the site's default language where the site has no text in the visitor's", () => {
    const noFrench = { ...germanSite, texts: { en: { index_title: 'Singles near you' } } };
    expect(head(renderShellHtml('<html><head></head></html>', noFrench, 'n', 'fr'))).toEqual({
      lang: 'fr',
      title: germanSite.index_title,
      description: germanSite.description,
    });
    expect(head(renderShellHtml('<html><head></head></html>', noFrench, 'n', 'en')).title).toBe('Singles near you');
  });

  it('puts the style nonce in <meta name="csp-nonce"> for the shell', () => {
    expect(renderShellHtml('<html><head></head></html>', settings, 'abc+/=', 'en')).toContain('<meta name="csp-nonce" content="abc+/=">');
  });
});

describe('pageLocale (as the shell picks it)', () => {
  it('takes the locale cookie first, then the domain language, then Accept-Language', () => {
    const accept = 'sv-SE,sv;q=0.9,en;q=0.8';
    expect(pageLocale({ cookie: 'a=1; i18n_redirected=de', 'accept-language': accept }, { domain_language: 'en-GB' })).toBe('de');
    expect(pageLocale({ cookie: 'i18n_redirected=xx', 'accept-language': accept }, { domain_language: 'nl_NL' })).toBe('nl');
    expect(pageLocale({ 'accept-language': accept }, { domain_language: 'mul' })).toBe('sv');
    expect(pageLocale({}, { domain_language: 'mul' })).toBe('en');
  });

  it('escapes U+2028/2029 for script contexts', () => {
    expect(jsonForScript('a\u2028b')).toBe('"a\\u2028b"');
  });
});
