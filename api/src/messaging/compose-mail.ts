import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from './messaging';

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

/**
 * Plain text (blocks separated by a blank line) and the same as simple HTML, every text escaped:
 * member-typed text in a mail (a complaint's subject) must never become markup.
 */
export function composeMail(envelope: MailEnvelope, blocks: readonly MailBlock[]): MailMessage {
  const asText = (block: MailBlock) => (isLink(block) ? block.href : typeof block === 'string' ? block : block.join('\n'));
  const asHtml = (block: MailBlock) =>
    isLink(block)
      ? `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`
      : `<p>${typeof block === 'string' ? escapeHtml(block) : block.map(escapeHtml).join('<br>')}</p>`;
  return { ...envelope, text: blocks.map(asText).join('\n\n'), html: blocks.map(asHtml).join('\n') };
}
