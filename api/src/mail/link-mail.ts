import type { Locale } from '@dating/shared/contracts/index';
import { composeMail } from './compose-mail';
import type { MailMessage } from './mailer';

/**
 * The texts of a mail whose point is one link (activation, reset, reactivation, …). Neutral on
 * purpose: neither `from` nor `subject` nor the text says what kind of site sent it.
 */
export interface LinkMailTexts {
  /** Sender display name. */
  from: string;
  subject: string;
  body: string;
  /** The button's label (and the line over the link in the text part). */
  button: string;
  expiry: string;
  ignore: string;
}

/** Whom a link mail goes to: the address, the language, the profile name for the greeting. */
export interface LinkMailRecipient {
  to: string;
  locale: Locale;
  name: string | null;
}

/** The mail: the link as a button in the HTML part, under its label in the text part; every text HTML-escaped. */
export function linkMail(recipient: LinkMailRecipient, t: LinkMailTexts, link: string): MailMessage {
  return composeMail({ to: recipient.to, subject: t.subject, fromName: t.from, locale: recipient.locale, name: recipient.name }, [
    t.body,
    { href: link, label: t.button },
    t.expiry,
    t.ignore,
  ]);
}
