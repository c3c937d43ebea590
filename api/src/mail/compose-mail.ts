import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from './mailer';

/**
 * One block of a mail: a paragraph, lines kept together in one paragraph (a line break, `<br>` in
 * HTML), or a link (the bare URL in the text part, a button-like anchor in the HTML part).
 */
export type MailBlock = string | readonly string[] | { href: string; label: string };

export interface MailEnvelope {
  to: string;
  subject: string;
  /** Sender display name. */
  fromName: string;
}

const isLink = (block: MailBlock): block is { href: string; label: string } => typeof block === 'object' && 'href' in block;

const asText = (block: MailBlock) => (isLink(block) ? block.href : typeof block === 'string' ? block : block.join('\n'));
const asHtml = (block: MailBlock, style = '') => {
  const p = style ? `<p style="${style}">` : '<p>';
  return isLink(block)
    ? `${p}<a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`
    : `${p}${typeof block === 'string' ? escapeHtml(block) : block.map(escapeHtml).join('<br>')}</p>`;
};

/** Small grey print under a rule: the footer is about the mail, not its message. */
const FOOTER_STYLE = 'font-size:12px;color:#666';

/**
 * Plain text (blocks separated by a blank line) and the same as simple HTML, every text escaped:
 * member-typed text in a mail (a complaint's subject) must never become markup. A `footer` (a
 * notification's unsubscribe link) follows the usual signature separator `-- ` in the text part and
 * a rule in the HTML part.
 */
export function composeMail(envelope: MailEnvelope, blocks: readonly MailBlock[], footer: readonly MailBlock[] = []): MailMessage {
  const text = blocks.map(asText).join('\n\n') + (footer.length > 0 ? `\n\n-- \n${footer.map(asText).join('\n\n')}` : '');
  const html =
    blocks.map((block) => asHtml(block)).join('\n') +
    (footer.length > 0 ? `\n<hr>\n${footer.map((block) => asHtml(block, FOOTER_STYLE)).join('\n')}` : '');
  return { ...envelope, text, html };
}
