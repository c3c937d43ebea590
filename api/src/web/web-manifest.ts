import type { FastifyInstance } from 'fastify';
import type { Settings } from '@dating/shared/contracts/index';
import { isLocale, type Locale } from '@dating/shared/contracts/locales';
import { pathTo } from '@dating/shared/routes/path-to';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { SiteResolver } from '../sites/site-settings';

/** The names of the installed app's shortcuts: the shell's navigation labels (a test holds them equal). */
export const SHORTCUT_NAMES: Record<Locale, { messages: string; likes: string }> = {
  en: { messages: 'Messages', likes: 'Likes' },
  nl: { messages: 'Berichten', likes: 'Likes' },
  de: { messages: 'Nachrichten', likes: 'Likes' },
  it: { messages: 'Messaggi', likes: 'Mi piace' },
  fr: { messages: 'Messages', likes: "J'aime" },
  es: { messages: 'Mensajes', likes: 'Me gusta' },
  pl: { messages: 'Wiadomości', likes: 'Polubienia' },
  da: { messages: 'Beskeder', likes: 'Likes' },
  fi: { messages: 'Viestit', likes: 'Tykkäykset' },
  nb: { messages: 'Meldinger', likes: 'Likes' },
  sv: { messages: 'Meddelanden', likes: 'Gillningar' },
};

/** Files the shell's build makes (shell/scripts/make-icons.cjs) into shell/dist/icons/. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** A site's language: its domain language (`de-DE` → de), else its default language (a `mul` site), else English. */
function siteLocale(settings: Pick<Settings, 'domain_language' | 'default_language'>): Locale {
  const domain = settings.domain_language.trim().slice(0, 2).toLowerCase();
  if (isLocale(domain)) return domain;
  return isLocale(settings.default_language) ? settings.default_language : 'en';
}

/**
 * The web app manifest of one site: its name and description, the theme's colours (the title bar
 * in the primary deep magenta, the splash screen in the page background), the app opening on the
 * members area in its own window, and shortcuts to Messages and Likes in the site's language.
 */
function webManifest(settings: Settings) {
  const locale = siteLocale(settings);
  const names = SHORTCUT_NAMES[locale];
  const shortcutIcons = [{ src: ICONS[0].src, sizes: ICONS[0].sizes, type: ICONS[0].type }];
  return {
    id: '/',
    name: settings.name,
    short_name: settings.name,
    description: settings.description,
    lang: locale,
    dir: 'ltr',
    start_url: pathTo('members'),
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.primary,
    background_color: theme.colors.background,
    icons: ICONS,
    shortcuts: [
      { name: names.messages, url: pathTo('chats'), icons: shortcutIcons },
      { name: names.likes, url: pathTo('likes'), icons: shortcutIcons },
    ],
  };
}

/** Browsers re-read the manifest now and then; a site's rename shows within minutes. */
const MANIFEST_CACHE_CONTROL = 'public, max-age=300';

/** GET /manifest.webmanifest: the manifest of the site the request's host names. */
export function registerWebManifest(app: FastifyInstance, sites: SiteResolver): void {
  app.get('/manifest.webmanifest', async (request, reply) => {
    const site = await sites.forHost(request.headers.host);
    return reply
      .header('cache-control', MANIFEST_CACHE_CONTROL)
      .header('vary', 'host')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(site.settings)));
  });
}
