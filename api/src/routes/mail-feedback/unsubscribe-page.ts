import type { Locale } from '@dating/shared/contracts/index';
import { escapeHtml } from '../../http/escape-html';
import { UNSUBSCRIBE_LABEL } from '../../mail-feedback/unsubscribe-label';

interface UnsubscribePageTexts {
  confirmTitle: string;
  confirmText: string;
  doneTitle: string;
  doneText: string;
  invalidTitle: string;
  invalidText: string;
  settings: string;
}

const TEXTS: Record<Locale, UnsubscribePageTexts> = {
  en: {
    confirmTitle: 'Unsubscribe from notification e-mails?',
    confirmText:
      'You will no longer receive e-mails about likes, messages and news. You can switch them on again at any time in your settings.',
    doneTitle: 'You are unsubscribed',
    doneText: 'We will no longer send you notification e-mails. You can switch them on again at any time in your settings.',
    invalidTitle: 'This link is not valid',
    invalidText:
      'Your mail program may have cut it off, or your e-mail address has changed since. You can choose which e-mails you receive in your settings.',
    settings: 'Go to settings',
  },
  nl: {
    confirmTitle: 'Afmelden voor e-mailmeldingen?',
    confirmText:
      'Je ontvangt dan geen e-mails meer over likes, berichten en nieuws. Je kunt ze op elk moment weer aanzetten in je instellingen.',
    doneTitle: 'Je bent afgemeld',
    doneText: 'We sturen je geen e-mailmeldingen meer. Je kunt ze op elk moment weer aanzetten in je instellingen.',
    invalidTitle: 'Deze link is niet geldig',
    invalidText:
      'Misschien heeft je e-mailprogramma hem afgekapt, of is je e-mailadres intussen gewijzigd. In je instellingen kies je zelf welke e-mails je ontvangt.',
    settings: 'Naar instellingen',
  },
  de: {
    confirmTitle: 'E-Mail-Benachrichtigungen abbestellen?',
    confirmText:
      'Du bekommst dann keine E-Mails mehr zu Likes, Nachrichten und Neuigkeiten. In deinen Einstellungen kannst du sie jederzeit wieder einschalten.',
    doneTitle: 'Du hast die E-Mails abbestellt',
    doneText: 'Wir schicken dir keine Benachrichtigungs-E-Mails mehr. In deinen Einstellungen kannst du sie jederzeit wieder einschalten.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidText:
      'Vielleicht hat dein E-Mail-Programm ihn abgeschnitten, oder deine E-Mail-Adresse hat sich inzwischen geändert. In deinen Einstellungen legst du fest, welche E-Mails du bekommst.',
    settings: 'Zu den Einstellungen',
  },
  it: {
    confirmTitle: 'Vuoi annullare l’iscrizione alle notifiche via e-mail?',
    confirmText: 'Non riceverai più e-mail su like, messaggi e novità. Puoi riattivarle in qualsiasi momento nelle impostazioni.',
    doneTitle: 'Iscrizione annullata',
    doneText: 'Non ti invieremo più notifiche via e-mail. Puoi riattivarle in qualsiasi momento nelle impostazioni.',
    invalidTitle: 'Questo link non è valido',
    invalidText:
      'Forse il tuo programma di posta lo ha troncato, oppure nel frattempo il tuo indirizzo e-mail è cambiato. Nelle impostazioni puoi scegliere quali e-mail ricevere.',
    settings: 'Vai alle impostazioni',
  },
  fr: {
    confirmTitle: 'Se désabonner des notifications par e-mail ?',
    confirmText:
      'Vous ne recevrez plus d’e-mails sur les likes, les messages et les nouveautés. Vous pouvez les réactiver à tout moment dans vos paramètres.',
    doneTitle: 'Désabonnement effectué',
    doneText: 'Nous ne vous enverrons plus de notifications par e-mail. Vous pouvez les réactiver à tout moment dans vos paramètres.',
    invalidTitle: 'Ce lien n’est pas valide',
    invalidText:
      'Votre messagerie l’a peut-être tronqué, ou votre adresse e-mail a changé entre-temps. Dans vos paramètres, vous pouvez choisir les e-mails que vous recevez.',
    settings: 'Aller aux paramètres',
  },
  es: {
    confirmTitle: '¿Quieres darte de baja de las notificaciones por correo?',
    confirmText: 'Ya no recibirás correos sobre likes, mensajes y novedades. Puedes volver a activarlos cuando quieras en tus ajustes.',
    doneTitle: 'Te has dado de baja',
    doneText: 'Ya no te enviaremos notificaciones por correo. Puedes volver a activarlas cuando quieras en tus ajustes.',
    invalidTitle: 'Este enlace no es válido',
    invalidText:
      'Puede que tu programa de correo lo haya cortado o que tu dirección de correo haya cambiado desde entonces. En tus ajustes puedes elegir qué correos quieres recibir.',
    settings: 'Ir a los ajustes',
  },
  pl: {
    confirmTitle: 'Zrezygnować z powiadomień e-mail?',
    confirmText:
      'Nie będziesz już dostawać e-maili o polubieniach, wiadomościach i nowościach. W każdej chwili możesz je ponownie włączyć w ustawieniach.',
    doneTitle: 'Wypisano Cię z powiadomień e-mail',
    doneText: 'Nie będziemy już wysyłać Ci powiadomień e-mail. W każdej chwili możesz je ponownie włączyć w ustawieniach.',
    invalidTitle: 'Ten link jest nieprawidłowy',
    invalidText:
      'Być może Twój program pocztowy go uciął albo Twój adres e-mail w międzyczasie się zmienił. W ustawieniach możesz wybrać, jakie e-maile chcesz dostawać.',
    settings: 'Przejdź do ustawień',
  },
  da: {
    confirmTitle: 'Vil du afmelde e-mailnotifikationer?',
    confirmText: 'Du får så ikke flere e-mails om likes, beskeder og nyheder. Du kan altid slå dem til igen i dine indstillinger.',
    doneTitle: 'Du er afmeldt',
    doneText: 'Vi sender dig ikke flere e-mailnotifikationer. Du kan altid slå dem til igen i dine indstillinger.',
    invalidTitle: 'Linket er ikke gyldigt',
    invalidText:
      'Måske har dit mailprogram klippet det over, eller også er din e-mailadresse ændret siden. I dine indstillinger kan du vælge, hvilke e-mails du vil have.',
    settings: 'Gå til indstillinger',
  },
  fi: {
    confirmTitle: 'Perutaanko sähköposti-ilmoitusten tilaus?',
    confirmText:
      'Et saa enää sähköposti-ilmoituksia tykkäyksistä, viesteistä tai uutisista. Voit ottaa ne milloin tahansa uudelleen käyttöön asetuksissa.',
    doneTitle: 'Tilaus on peruttu',
    doneText: 'Emme lähetä sinulle enää sähköposti-ilmoituksia. Voit ottaa ne milloin tahansa uudelleen käyttöön asetuksissa.',
    invalidTitle: 'Linkki ei ole voimassa',
    invalidText:
      'Sähköpostiohjelmasi on ehkä katkaissut linkin tai sähköpostiosoitteesi on sittemmin vaihtunut. Asetuksissa voit valita, mitä sähköposteja haluat saada.',
    settings: 'Siirry asetuksiin',
  },
  nb: {
    confirmTitle: 'Vil du melde deg av e-postvarsler?',
    confirmText: 'Du får da ikke lenger e-poster om likes, meldinger og nyheter. Du kan når som helst slå dem på igjen i innstillingene.',
    doneTitle: 'Du er meldt av',
    doneText: 'Vi sender deg ikke flere e-postvarsler. Du kan når som helst slå dem på igjen i innstillingene.',
    invalidTitle: 'Denne lenken er ikke gyldig',
    invalidText:
      'Kanskje e-postprogrammet ditt har kuttet den av, eller så har e-postadressen din endret seg siden. I innstillingene velger du selv hvilke e-poster du får.',
    settings: 'Gå til innstillinger',
  },
  sv: {
    confirmTitle: 'Vill du avregistrera dig från e-postaviseringar?',
    confirmText:
      'Du får då inga fler mejl om gillningar, meddelanden och nyheter. Du kan när som helst slå på dem igen i dina inställningar.',
    doneTitle: 'Du är avregistrerad',
    doneText: 'Vi skickar inga fler e-postaviseringar till dig. Du kan när som helst slå på dem igen i dina inställningar.',
    invalidTitle: 'Länken är inte giltig',
    invalidText:
      'Ditt e-postprogram kan ha klippt av den, eller så har din e-postadress ändrats sedan dess. I dina inställningar väljer du vilka mejl du får.',
    settings: 'Gå till inställningar',
  },
};

export type UnsubscribePageState = 'confirm' | 'done' | 'invalid';

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:560px;padding:32px 16px;color:#222}
button{font:inherit;padding:10px 20px;border-radius:8px;border:0;background:#c2185b;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
</style></head><body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

/**
 * The page behind an unsubscribe link, in the member's language: `confirm` (what a GET shows — a
 * link scanner opening it changes nothing; the button sends the one-click POST), `done` (after the
 * button) and `invalid`. Plain server-rendered HTML: it must work logged out, from any mail app, and
 * without loading the shell.
 */
export function unsubscribePage(state: UnsubscribePageState, locale: Locale, action = ''): string {
  const t = TEXTS[locale] ?? TEXTS.en;
  const settings = `<p><a href="/settings">${escapeHtml(t.settings)}</a></p>`;
  if (state === 'done') return page(locale, t.doneTitle, `<p role="status">${escapeHtml(t.doneText)}</p>\n${settings}`);
  if (state === 'invalid') return page(locale, t.invalidTitle, `<p>${escapeHtml(t.invalidText)}</p>\n${settings}`);
  return page(
    locale,
    t.confirmTitle,
    `<p>${escapeHtml(t.confirmText)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(UNSUBSCRIBE_LABEL[locale] ?? UNSUBSCRIBE_LABEL.en)}</button>
</form>
${settings}`,
  );
}
