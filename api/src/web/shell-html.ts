import type { Settings } from '@dating/shared/contracts/index';
import { LOCALE_COOKIE, type Locale } from '@dating/shared/contracts/locales';
import { readCookie } from '@dating/shared/i18n/locale-cookie';
import { acceptLanguageTags, resolveLocale } from '@dating/shared/i18n/resolve-locale';
import { siteText } from '@dating/shared/i18n/site-texts';
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
 * The locale the shell will pick for this request (the `i18n_redirected` cookie, else the site's domain
 * language, else Accept-Language), so the first paint is already in the language the page turns into.
 */
export function pageLocale(
  headers: { cookie?: string | undefined; 'accept-language'?: string | undefined },
  settings: Pick<Settings, 'domain_language'>,
): Locale {
  return resolveLocale({
    cookie: readCookie(LOCALE_COOKIE, headers.cookie ?? ''),
    domainLanguage: settings.domain_language,
    browserLanguages: acceptLanguageTags(headers['accept-language']),
  });
}

/**
 * The shell's index.html for one site: settings inlined (sent at server render time, so the first
 * paint needs no settings call), `<html lang>`, `<title>` and `<meta name="description">` in the
 * visitor's locale (the site's texts in it, else in its default language), and the response's CSP
 * style nonce in `<meta name="csp-nonce">` for the page's emotion caches.
 */
export function renderShellHtml(template: string, settings: Settings, styleNonce: string, locale: Locale): string {
  const script =
    `<meta name="${NONCE_META_NAME}" content="${escapeHtml(styleNonce)}">` +
    `<script type="application/json" id="${SETTINGS_ELEMENT_ID}">${jsonForScript(settings)}</script>`;
  let html = template;

  const htmlTag = /<html\b[^>]*>/i.exec(html);
  if (htmlTag) {
    const tag = htmlTag[0];
    const lang = `lang="${escapeHtml(locale)}"`;
    const next = /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.test(tag)
      ? tag.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, ` ${lang}`)
      : tag.replace(/^<html/i, `<html ${lang}`);
    html = html.replace(tag, () => next);
  }

  const title = `<title>${escapeHtml(siteText(settings, locale, 'index_title') || settings.name)}</title>`;
  html = /<title\b[^>]*>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, () => title)
    : html.replace(/<\/head>/i, () => `${title}</head>`);

  // The shell keeps this element and rewrites its content per page and on a language switch.
  const description = `<meta name="description" content="${escapeHtml(siteText(settings, locale, 'description'))}">`;
  html = /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => description)
    : html.replace(/<\/head>/i, () => `${description}</head>`);

  // Replacer functions everywhere: `$&` or `$1` inside settings must stay literal text.
  html = /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `${script}</head>`) : `${script}${html}`;
  return html;
}
