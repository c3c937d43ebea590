import type { MailMessage } from './messaging';

/**
 * The texts of a mail whose point is one link (activation, reset, reactivation, …). Neutral on
 * purpose (issue #3): neither `from` nor `subject` nor the text says what kind of site sent it.
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

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

/** The mail: the link as plain text and as a button in the HTML part; every text HTML-escaped. */
export function linkMail(to: string, t: LinkMailTexts, link: string): MailMessage {
  const text = [t.greeting, '', t.body, '', link, '', t.expiry, '', t.ignore].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [paragraph(t.greeting), paragraph(t.body), `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`, paragraph(t.expiry), paragraph(t.ignore)].join('\n');
  return { to, subject: t.subject, text, html, fromName: t.from };
}
