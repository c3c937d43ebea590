import type { Settings } from '@dating/shared/contracts/index';
import { SITES } from '../seed/data/sites';
import { jsonForScript, renderShellHtml } from './shell-html';

const settings = { ...SITES[0]?.settings, push_public_key: 'k', company_id: 1 } as Settings;

describe('renderShellHtml', () => {
  it('cannot be broken out of by a setting containing </script> or <!--', () => {
    const evil = { ...settings, description: '</script><script>alert(1)</script><!-- & $& $1' };
    const html = renderShellHtml('<html><head><title>x</title></head><body></body></html>', evil, 'n');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = /id="app-settings">([\s\S]*?)<\/script>/.exec(html)?.[1] as string;
    expect(JSON.parse(json).description).toBe(evil.description);
  });

  it('sets lang whether or not the template has one, and the title', () => {
    expect(renderShellHtml('<html lang="en" class="a"><head></head></html>', { ...settings, default_language: 'nl' }, 'n')).toContain(
      '<html lang="nl" class="a">',
    );
    expect(renderShellHtml('<html><head></head></html>', { ...settings, default_language: 'fi' }, 'n')).toContain('<html lang="fi">');
    expect(renderShellHtml('<html><head></head></html>', { ...settings, index_title: 'A & B' }, 'n')).toContain(
      '<head><title>A &amp; B</title><meta name="csp-nonce" content="n">',
    );
  });

  it('puts the style nonce in <meta name="csp-nonce"> for the shell', () => {
    expect(renderShellHtml('<html><head></head></html>', settings, 'abc+/=')).toContain('<meta name="csp-nonce" content="abc+/=">');
  });

  it('escapes U+2028/2029 for script contexts', () => {
    expect(jsonForScript('a\u2028b')).toBe('"a\\u2028b"');
  });
});
