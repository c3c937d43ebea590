import { UNSUBSCRIBE_PAGE_PATH, UNSUBSCRIBE_PATH, type Locale, type NotificationSettings } from '@dating/shared/contracts/index';
import type { AppContext } from '../app-context';
import { mayNotify } from '../account-settings/notification-settings';
import { UNSUBSCRIBE_LABEL } from '../mail-feedback/unsubscribe-label';
import { unsubscribeToken } from '../mail-feedback/unsubscribe-token';
import { composeMail, type MailBlock } from './compose-mail';

/** Why the mail came; leads into the unsubscribe link (the bare URL in the text part). */
const FOOTER_REASON: Record<Locale, string> = {
  en: 'You receive this e-mail because e-mail notifications are switched on for your account. You can unsubscribe here:',
  nl: 'Je ontvangt deze e-mail omdat e-mailmeldingen voor je account aanstaan. Hier kun je je afmelden:',
  de: 'Du erhältst diese E-Mail, weil E-Mail-Benachrichtigungen für dein Konto eingeschaltet sind. Hier kannst du sie abbestellen:',
  it: 'Ricevi questa e-mail perché le notifiche via e-mail sono attive per il tuo account. Puoi annullare l’iscrizione qui:',
  fr: 'Vous recevez cet e-mail parce que les notifications par e-mail sont activées pour votre compte. Vous pouvez vous désabonner ici :',
  es: 'Recibes este correo porque tienes activadas las notificaciones por correo en tu cuenta. Puedes darte de baja aquí:',
  pl: 'Otrzymujesz tę wiadomość, ponieważ na Twoim koncie są włączone powiadomienia e-mail. Możesz z nich zrezygnować tutaj:',
  da: 'Du modtager denne e-mail, fordi e-mailnotifikationer er slået til for din konto. Du kan afmelde dem her:',
  fi: 'Saat tämän viestin, koska tilisi sähköposti-ilmoitukset ovat päällä. Voit perua tilauksen täällä:',
  nb: 'Du får denne e-posten fordi e-postvarsler er slått på for kontoen din. Du kan melde deg av her:',
  sv: 'Du får det här mejlet eftersom e-postaviseringar är påslagna för ditt konto. Du kan avregistrera dig här:',
};

/**
 * RFC 2369 + RFC 8058: mail clients show their own "unsubscribe" button and POST
 * `List-Unsubscribe=One-Click` to the link; large mailbox providers require both headers of bulk
 * senders. The link itself must never act on a GET (scanners open it): see routes/mail-feedback.
 */
function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface NotificationMail {
  userId: number;
  /** The notification type the member's switch is asked about. */
  type: keyof NotificationSettings;
  to: string;
  locale: Locale;
  /** The language of the body when it is not the member's (news only in English): the greeting follows it. */
  bodyLocale?: Locale;
  /** The member's profile name, for the greeting. */
  name: string;
  /** Where the unsubscribe link points (mailLinkOrigin). */
  origin: string;
  subject: string;
  fromName: string;
  blocks: readonly MailBlock[];
}

/**
 * Sends a notification e-mail of one notification type — only when `mayNotify` allows it (the
 * member's switch, no bounce, complaint or unsubscribe on record) — with the List-Unsubscribe
 * headers and the same link in the footer. Answers whether a mail went out. Transactional mails
 * (activation, reset, …) never come through here: they carry no unsubscribe link because they are
 * not optional.
 */
export async function sendNotificationMail(ctx: AppContext, mail: NotificationMail): Promise<boolean> {
  if (!(await mayNotify(ctx.db, mail.userId, mail.type, 'email'))) return false;
  const query = `?token=${encodeURIComponent(await unsubscribeToken(ctx.db, mail.userId, mail.to))}`;
  // The footer shows its link (a path of the site, never an api path); the header names the one-click address.
  const message = composeMail(
    { to: mail.to, subject: mail.subject, fromName: mail.fromName, locale: mail.bodyLocale ?? mail.locale, name: mail.name },
    mail.blocks,
    [
      FOOTER_REASON[mail.locale] ?? FOOTER_REASON.en,
      { href: `${mail.origin}${UNSUBSCRIBE_PAGE_PATH}${query}`, label: UNSUBSCRIBE_LABEL[mail.locale] ?? UNSUBSCRIBE_LABEL.en },
    ],
  );
  await ctx.mailer.sendMail({ ...message, headers: listUnsubscribeHeaders(`${mail.origin}${UNSUBSCRIBE_PATH}${query}`) });
  return true;
}
