import type { Locale } from '@dating/shared/contracts/index';
import { escapeHtml } from '../http/escape-html';
import { mailGreeting } from './mail-greeting';
import type { MailMessage } from './mailer';

/**
 * One block of a mail: a paragraph, lines kept together in one paragraph (a line break, `<br>` in
 * HTML), or a link (its label over the URL in the text part, a button in the HTML part).
 */
export type MailBlock = string | readonly string[] | { href: string; label: string };

export interface MailEnvelope {
  to: string;
  subject: string;
  /** Sender display name; also the name at the top of the HTML part (neutral, like the sender). */
  fromName: string;
  /** The reader's language: the greeting and the HTML part's `lang`. */
  locale: Locale;
  /** The member's profile name for the greeting; null when there is none (a visitor). */
  name: string | null;
}

const isLink = (block: MailBlock): block is { href: string; label: string } => typeof block === 'object' && 'href' in block;

// Inline styles and tables only: many mail clients drop <style> elements and ignore flexbox.
const COLORS = { primary: '#8e0f5c', text: '#1d1b20', muted: '#5f5a66', border: '#ddd6e1', background: '#f7f3f8' } as const;
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const PARAGRAPH = `margin:0 0 16px;font-size:16px;line-height:1.5;color:${COLORS.text}`;
const FOOTER = `margin:0 0 8px;font-size:12px;line-height:1.5;color:${COLORS.muted}`;
const BUTTON = `display:inline-block;background:${COLORS.primary};color:#ffffff;font-size:16px;font-weight:600;line-height:1.2;text-decoration:none;padding:14px 28px;border-radius:8px`;

// The text part says what the HTML part says: the button's label, then the link to follow.
const asText = (block: MailBlock) =>
  isLink(block) ? `${block.label}\n${block.href}` : typeof block === 'string' ? block : block.join('\n');

function asHtml(block: MailBlock, style: string, button: boolean): string {
  if (isLink(block)) {
    // A button (or, in the footer, a plain link) shows its label, never the URL: a bare link would show
    // an api path and its token to anyone glancing at the screen.
    const anchor = button
      ? `<a href="${escapeHtml(block.href)}" style="${BUTTON}">${escapeHtml(block.label)}</a>`
      : `<a href="${escapeHtml(block.href)}" style="color:${COLORS.muted}">${escapeHtml(block.label)}</a>`;
    return button ? `<p style="margin:8px 0 24px">${anchor}</p>` : `<p style="${style}">${anchor}</p>`;
  }
  return `<p style="${style}">${typeof block === 'string' ? escapeHtml(block) : block.map(escapeHtml).join('<br>')}</p>`;
}

/** The branded page around the blocks: the sender's name as a mark, a white card, the footer in small print. */
function layout(envelope: MailEnvelope, body: string, footer: string): string {
  const brand = escapeHtml(envelope.fromName);
  const initial = escapeHtml(envelope.fromName.trim().charAt(0).toUpperCase() || '•');
  return `<!doctype html>
<html lang="${envelope.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(envelope.subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};${FONT}">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${COLORS.background}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;${FONT}"><span aria-hidden="true" style="display:inline-block;width:32px;height:32px;line-height:32px;border-radius:8px;background:${COLORS.primary};color:#ffffff;font-weight:700;font-size:18px;text-align:center;vertical-align:middle">${initial}</span> <span style="font-size:18px;font-weight:700;color:${COLORS.primary};vertical-align:middle">${brand}</span></td></tr>
<tr><td style="background:#ffffff;border:1px solid ${COLORS.border};border-radius:12px;padding:28px 28px 12px;${FONT}">
${body}
</td></tr>
${footer ? `<tr><td style="padding:16px 4px 0;${FONT}">\n${footer}\n</td></tr>\n` : ''}</table>
</td></tr></table>
</body></html>`;
}

/**
 * A mail in the one layout every mail shares: a greeting with the member's name, the blocks, the
 * first link as the mail's one button; plain text with the same content (blocks separated by a blank
 * line) beside it. Every text is escaped: member-typed text in a mail (a complaint's subject) must never
 * become markup. A `footer` (a notification's unsubscribe link) follows the usual signature separator
 * `-- ` in the text part and sits under the card in small print in the HTML part.
 */
export function composeMail(envelope: MailEnvelope, blocks: readonly MailBlock[], footer: readonly MailBlock[] = []): MailMessage {
  const all: MailBlock[] = [mailGreeting(envelope.locale, envelope.name), ...blocks];
  const text = all.map(asText).join('\n\n') + (footer.length > 0 ? `\n\n-- \n${footer.map(asText).join('\n\n')}` : '');
  const firstLink = all.findIndex(isLink);
  const body = all.map((block, index) => asHtml(block, PARAGRAPH, index === firstLink)).join('\n');
  const html = layout(envelope, body, footer.map((block) => asHtml(block, FOOTER, false)).join('\n'));
  return { to: envelope.to, subject: envelope.subject, fromName: envelope.fromName, text, html };
}
