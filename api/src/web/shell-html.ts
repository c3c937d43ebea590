import type { Settings } from '@dating/shared/contracts/index';
import { escapeHtml } from '../http/escape-html';

/**
 * JSON that is safe inside a <script> element: `<`, `>` and `&` become \u escapes, so neither
 * `</script>` nor `<!--` in a setting can end the element early; U+2028/2029 are escaped for old
 * JavaScript parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const SETTINGS_ELEMENT_ID = 'app-settings';

/** Where the shell reads this response's style nonce (shell/src/settings/style-nonce.ts). */
const NONCE_META_NAME = 'csp-nonce';

/**
 * The shell's index.html for one site: settings inlined (sent at server render time, so the first
 * paint needs no settings call), `<html lang>` and `<title>` from the site, and the response's CSP
 * style nonce in `<meta name="csp-nonce">` for the page's emotion caches.
 */
export function renderShellHtml(template: string, settings: Settings, styleNonce: string): string {
  const script =
    `<meta name="${NONCE_META_NAME}" content="${escapeHtml(styleNonce)}">` +
    `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${jsonForScript(settings)}</script>`;
  let html = template;

  const htmlTag = /<html\b[^>]*>/i.exec(html);
  if (htmlTag) {
    const tag = htmlTag[0];
    const lang = `lang="${escapeHtml(settings.default_language)}"`;
    const next = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.test(tag)
      ? tag.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, ` ${lang}`)
      : tag.replace(/^<html/i, `<html ${lang}`);
    html = html.replace(tag, () => next);
  }

  const title = `<title>${escapeHtml(settings.index_title)}</title>`;
  html = /<title\b[^>]*>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);

  // Replacer functions everywhere: `$&` or `$1` inside settings must stay literal text.
  html = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `${script}</head>`) : `${script}${html}`;
  return html;
}
