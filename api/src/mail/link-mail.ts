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
  greeting: string;
  body: string;
  /** The link's label in the HTML part. */
  button: string;
  expiry: string;
  ignore: string;
}

/** The mail: the link as plain text and as a button in the HTML part; every text HTML-escaped. */
export function linkMail(to: string, t: LinkMailTexts, link: string): MailMessage {
  return composeMail({ to, subject: t.subject, fromName: t.from }, [
    t.greeting,
    t.body,
    { href: link, label: t.button },
    t.expiry,
    t.ignore,
  ]);
}
