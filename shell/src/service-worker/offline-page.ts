import type { Locale } from '@dating/shared/contracts/locales';
import { resolveLocale } from '../locale/resolve-locale';

interface OfflineTexts {
  title: string;
  body: string;
  retry: string;
}

/**
 * Compiled into the worker: when the network is gone there is nothing to load the shell's texts
 * from. The "du"/"vous"/"tu" of each locale follows the shell's own texts.
 */
export const OFFLINE_TEXTS: Record<Locale, OfflineTexts> = {
  en: {
    title: 'You are offline',
    body: 'Your device has no internet connection right now. Check your Wi-Fi or mobile data, then try again.',
    retry: 'Try again',
  },
  nl: {
    title: 'Je bent offline',
    body: 'Je apparaat heeft op dit moment geen internetverbinding. Controleer je wifi of mobiele data en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
  },
  de: {
    title: 'Du bist offline',
    body: 'Dein Gerät hat gerade keine Internetverbindung. Prüfe dein WLAN oder deine mobilen Daten und versuche es dann erneut.',
    retry: 'Erneut versuchen',
  },
  it: {
    title: 'Sei offline',
    body: 'Il tuo dispositivo in questo momento non è connesso a Internet. Controlla il Wi-Fi o i dati mobili e riprova.',
    retry: 'Riprova',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    body: 'Votre appareil n’est pas connecté à Internet pour le moment. Vérifiez votre Wi-Fi ou vos données mobiles, puis réessayez.',
    retry: 'Réessayer',
  },
  es: {
    title: 'Estás sin conexión',
    body: 'Tu dispositivo no tiene conexión a internet en este momento. Comprueba el wifi o los datos móviles y vuelve a intentarlo.',
    retry: 'Reintentar',
  },
  pl: {
    title: 'Jesteś offline',
    body: 'Twoje urządzenie nie ma teraz połączenia z internetem. Sprawdź Wi-Fi lub dane komórkowe i spróbuj ponownie.',
    retry: 'Spróbuj ponownie',
  },
  da: {
    title: 'Du er offline',
    body: 'Din enhed har ingen internetforbindelse lige nu. Tjek dit wi-fi eller dine mobildata, og prøv igen.',
    retry: 'Prøv igen',
  },
  fi: {
    title: 'Olet offline-tilassa',
    body: 'Laitteellasi ei ole juuri nyt internetyhteyttä. Tarkista wifi-yhteys tai mobiilidata ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  nb: {
    title: 'Du er frakoblet',
    body: 'Enheten din har ingen internettforbindelse akkurat nå. Sjekk wifi eller mobildata, og prøv igjen.',
    retry: 'Prøv igjen',
  },
  sv: {
    title: 'Du är offline',
    body: 'Din enhet saknar internetanslutning just nu. Kontrollera wifi eller mobildata och försök igen.',
    retry: 'Försök igen',
  },
};

/** The member's language as the page last told it, else the browser's first supported one, else English. */
export function offlineLocale(saved: string | null | undefined, browserLanguages: readonly string[]): Locale {
  return resolveLocale({ cookie: saved, domainLanguage: null, browserLanguages });
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The offline page's own policy: nothing to load, only its inline style and the reload handler.
 * The api's CSP is not on a response the worker makes; the page holds nothing but these texts and
 * the escaped site name.
 */
export const OFFLINE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** The offline page: one self-contained document (no file to fetch — there is no network). */
export function renderOfflinePage({ locale, siteName }: { locale: Locale; siteName: string | null }): string {
  const texts = OFFLINE_TEXTS[locale];
  const name = siteName ? `<p class="site">${escapeHtml(siteName)}</p>` : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#8e0f5c">
<title>${escapeHtml(siteName ? `${texts.title} – ${siteName}` : texts.title)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7f3f8;color:#1d1b20;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
main{max-width:26rem;margin:1.5rem;padding:2rem 1.5rem;background:#fff;border:1px solid #ddd6e1;border-radius:10px;text-align:center}
.site{margin:0 0 .5rem;color:#8e0f5c;font-weight:600}
h1{margin:0 0 .75rem;font-size:1.5rem}
p{line-height:1.5}
button{margin-top:1rem;padding:.75rem 1.5rem;border:0;border-radius:10px;background:#8e0f5c;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid #e91e8c;outline-offset:2px}
</style>
</head>
<body>
<main>
${name}<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.body)}</p>
<button type="button" onclick="location.reload()">${escapeHtml(texts.retry)}</button>
</main>
</body>
</html>
`;
}
