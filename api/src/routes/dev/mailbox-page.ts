import { MailboxQuerySchema, type MailboxEntry } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { page } from '../../http/endpoint-route';
import { errorBody } from '../../http/errors';
import { escapeHtml } from '../../http/escape-html';
import { withStyleNonce } from '../../web/security-headers';

/**
 * Escapes text, then turns http(s) URLs into links (the escaping happens first, so nothing else is
 * live). A URL ends before an escaped angle bracket: header values write links as `<https://…>`.
 */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/(?:(?!&lt;|&gt;)[^\s<>"'])+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A mail's extra headers (List-Unsubscribe …), URLs as links, so a person can follow them by hand. */
function renderHeaders(headers: Record<string, string>): string {
  const names = Object.keys(headers);
  if (names.length === 0) return '';
  return `<dl class="headers">${names.map((name) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(headers[name] ?? '')}</dd>`).join('')}</dl>\n`;
}

function renderEntry(entry: MailboxEntry): string {
  const title = entry.channel === 'sms' ? 'SMS' : escapeHtml(entry.subject ?? '(no subject)');
  return `<article class="msg">
<header><span class="channel ${entry.channel}">${entry.channel}</span> <strong>${title}</strong>
<div class="meta">to ${escapeHtml(entry.to)} · <time datetime="${entry.created_at}">${escapeHtml(entry.created_at)}</time></div></header>
${renderHeaders(entry.headers)}<pre>${linkify(entry.text)}</pre>
${entry.html ? `<iframe class="mail" title="${title}" src="/dev/mailbox/${entry.id}" sandbox loading="lazy"></iframe>\n<details><summary>HTML source</summary><pre>${escapeHtml(entry.html)}</pre></details>` : ''}
</article>`;
}

/** GET /dev/mailbox: the captured messages as a plain page, for people following links by hand. */
const MAILBOX_PAGE = { method: 'GET', path: '/dev/mailbox', access: 'visitor', cache: 'no-store' } as const;

export const mailboxPageRoute: RouteModule = (app, { mailer }) => {
  // An HTML page, not an api call: no descriptor (the JSON is getMailboxEndpoint, ./get-mailbox.ts).
  page(app, MAILBOX_PAGE, { query: MailboxQuerySchema }, async (request, _viewer, reply) => {
    if (!mailer.mailboxEnabled) return reply.code(404).send(errorBody('not_found', 'The development mailbox is disabled'));
    const entries = await mailer.readMailbox({ to: request.query.to });
    const filter = request.query.to ? ` for ${escapeHtml(request.query.to)}` : '';
    reply.type('text/html; charset=utf-8');
    return withStyleNonce(
      `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:900px;padding:16px;color:#222}
.msg{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
.meta{color:#666;font-size:13px}.channel{font-size:12px;text-transform:uppercase;padding:2px 6px;border-radius:4px;background:#eee}
.headers{display:grid;grid-template-columns:max-content 1fr;gap:2px 8px;font-size:13px;margin:8px 0}.headers dt{color:#666}.headers dd{margin:0;word-break:break-all}
.mail{display:block;width:100%;height:520px;border:1px solid #ddd;border-radius:6px;margin:8px 0}.channel.sms{background:#e0f0ff}.channel.email{background:#fde7f3}pre{white-space:pre-wrap;word-break:break-word}
</style></head><body>
<h1>Development mailbox${filter}</h1>
<p>Every e-mail and SMS this server would have sent, newest first. <a href="/dev/mailbox">All</a> · <a href="/api/dev/mailbox.php">JSON</a></p>
${entries.length === 0 ? '<p>No messages yet.</p>' : entries.map(renderEntry).join('\n')}
</body></html>`,
      reply,
    );
  });
};
