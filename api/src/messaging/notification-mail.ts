import { UNSUBSCRIBE_PATH, type Locale, type NotificationSettings } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { mayNotify } from '../account-settings/notification-settings';
import { unsubscribeToken } from '../mail-feedback/unsubscribe-token';
import { composeMail, type MailBlock } from './compose-mail';

interface FooterTexts {
  /** Why the mail came; leads into the unsubscribe link (the bare URL in the text part). */
  reason: string;
  /** The link's label in the HTML part. */
  unsubscribe: string;
}

const FOOTER: Record<Locale, FooterTexts> = {
  en: { reason: 'You receive this e-mail because e-mail notifications are switched on for your account. You can unsubscribe here:', unsubscribe: 'Unsubscribe' },
  nl: { reason: 'Je ontvangt deze e-mail omdat e-mailmeldingen voor je account aanstaan. Hier kun je je afmelden:', unsubscribe: 'Afmelden' },
  de: { reason: 'Du erhältst diese E-Mail, weil E-Mail-Benachrichtigungen für dein Konto eingeschaltet sind. Hier kannst du sie abbestellen:', unsubscribe: 'Abbestellen' },
  it: { reason: 'Ricevi questa e-mail perché le notifiche via e-mail sono attive per il tuo account. Puoi annullare l’iscrizione qui:', unsubscribe: 'Annulla l’iscrizione' },
  fr: { reason: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées pour votre compte. Vous pouvez vous désabonner ici :', unsubscribe: 'Se désabonner' },
  es: { reason: 'Recibes este correo porque tienes activadas las notificaciones por correo electrónico en tu cuenta. Puedes darte de baja aquí:', unsubscribe: 'Darse de baja' },
  pl: { reason: 'Otrzymujesz tę wiadomość, ponieważ na Twoim koncie są włączone powiadomienia e-mail. Możesz z nich zrezygnować tutaj:', unsubscribe: 'Wypisz się' },
  da: { reason: 'Du modtager denne e-mail, fordi e-mailnotifikationer er slået til for din konto. Du kan afmelde dem her:', unsubscribe: 'Afmeld' },
  fi: { reason: 'Saat tämän viestin, koska tilisi sähköposti-ilmoitukset ovat päällä. Voit perua ne täällä:', unsubscribe: 'Peru tilaus' },
  nb: { reason: 'Du får denne e-posten fordi e-postvarsler er slått på for kontoen din. Du kan melde deg av her:', unsubscribe: 'Meld deg av' },
  sv: { reason: 'Du får det här mejlet eftersom e-postaviseringar är påslagna för ditt konto. Du kan avregistrera dig här:', unsubscribe: 'Avregistrera' },
};

/**
 * RFC 2369 + RFC 8058: mail clients show their own "unsubscribe" button and POST
 * `List-Unsubscribe=One-Click` to the link; large mailbox providers require both headers of bulk
 * senders. The link itself must never act on a GET (scanners open it): see routes/mail-feedback.
 */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface NotificationMail {
  userId: number;
  /** The §3 type the member's switch is asked about. */
  type: keyof NotificationSettings;
  to: string;
  locale: Locale;
  /** Where the unsubscribe link points (mailLinkOrigin). */
  origin: string;
  subject: string;
  fromName: string;
  blocks: readonly MailBlock[];
}

/**
 * Sends a notification e-mail of a §3 type — only when `mayNotify` allows it (the member's switch,
 * no bounce, complaint or unsubscribe on record) — with the List-Unsubscribe headers and the same
 * link in the footer. Answers whether a mail went out. Transactional mails (activation, reset, …)
 * never come through here: they carry no unsubscribe link because they are not optional.
 */
export async function sendNotificationMail(ctx: AppContext, mail: NotificationMail): Promise<boolean> {
  if (!(await mayNotify(ctx.db, mail.userId, mail.type, 'email'))) return false;
  const url = `${mail.origin}${UNSUBSCRIBE_PATH}?token=${await unsubscribeToken(ctx.db, mail.userId, mail.to)}`;
  const footerTexts = FOOTER[mail.locale] ?? FOOTER.en;
  const message = composeMail({ to: mail.to, subject: mail.subject, fromName: mail.fromName }, mail.blocks, [
    footerTexts.reason,
    { href: url, label: footerTexts.unsubscribe },
  ]);
  await ctx.messaging.sendMail({ ...message, headers: listUnsubscribeHeaders(url) });
  return true;
}
