import { getMailboxEndpoint, type MailboxEntry } from '@dating/shared/contracts/index';
import type { App } from '../app-context';
import { createWorker } from '../jobs/worker';
import { notificationMailJobs } from '../notification-mails/mail-jobs';
import { moderationNoticeJobs } from '../staff/moderation/moderation-notices';
import { injectOk } from './inject';

/**
 * The links tests follow, each matching the whole absolute link. One-time tokens are 32 random bytes
 * in base64url, 43 characters (auth/one-time-tokens.ts); an unsubscribe token is `<user id>.<HMAC>`
 * (mail-feedback/unsubscribe-token.ts).
 */
export const MAIL_LINK = {
  activation: /https?:\/\/[^/\s]+\/activate\?token=[A-Za-z0-9_-]{43}/,
  passwordReset: /https?:\/\/[^/\s]+\/reset-password\/do\?token=[A-Za-z0-9_-]{43}/,
  reactivation: /https?:\/\/[^/\s]+\/account-deleted\?reactivate=[A-Za-z0-9_-]{43}/,
  mailChange: /https?:\/\/[^/\s]+\/mail-change\/do\?token=[A-Za-z0-9_-]{43}/,
  // The List-Unsubscribe header's one-click address (the footer shows the site's own /unsubscribe page).
  unsubscribe: /https?:\/\/[^/\s]+\/api\/unsubscribe\.php\?token=\d+\.[A-Za-z0-9_-]{43}/,
} as const;

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * The mails to `email` in the development mailbox, newest first, read as e2e journeys read them.
 * The notification mails and moderation notices due on the job queue (a like's, a decision's) are sent
 * first — as the api's worker would soon after the request — so the mailbox holds what the requests a
 * test made so far will send.
 */
export async function mailsTo(app: App, email: string): Promise<MailboxEntry[]> {
  await createWorker({
    db: app.context.db,
    log: quiet,
    kinds: [...notificationMailJobs(app.context).kinds, ...moderationNoticeJobs(app.context)],
  }).drain();
  return (await injectOk(app, getMailboxEndpoint, { query: { to: email } })).messages;
}

/** The link matching `pattern` in `text` (a mail's body); throws showing the text when there is none. */
function linkIn(text: string, pattern: RegExp): string {
  const link = pattern.exec(text)?.[0];
  if (!link) throw new Error(`no link ${pattern} in: ${text}`);
  return link;
}

/** The newest mail to `email` and its link matching `pattern`. */
export async function latestMailLink(app: App, email: string, pattern: RegExp): Promise<{ mail: MailboxEntry; link: string }> {
  const [mail] = await mailsTo(app, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return { mail, link: linkIn(mail.text, pattern) };
}

/** A link's path and query: what `app.inject` opens. */
export function pathOf(link: string): string {
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/** A query parameter of a link (the token). */
export function paramOf(link: string, name: string): string {
  const value = new URL(link).searchParams.get(name);
  if (value === null) throw new Error(`no ${name} in ${link}`);
  return value;
}
