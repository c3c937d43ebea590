import { expect, type APIRequestContext } from '@playwright/test';
import { SMS_CODE_LENGTH } from '@dating/shared/contracts/direct-debit';
import { getMailboxEndpoint, type MailboxEntry } from '@dating/shared/contracts/misc';

/**
 * The api's development mailbox (GET /api/dev/mailbox.php, api/src/routes/dev/get-mailbox.ts): journeys
 * read a member's e-mail there the way the member would read their inbox. The api answers with the
 * newest mail first, so "the first match" below is always the newest one.
 */

/** One captured e-mail or SMS: the api's own contract, so a change to it fails the type check here. */
export type Mail = MailboxEntry;

/**
 * The links the journeys follow, each matching the whole absolute link (match[0]). One-time tokens
 * are 32 random bytes in base64url, 43 characters (api/src/auth/one-time-tokens.ts).
 */
export const MAIL_LINK = {
  activation: /https?:\/\/\S+\/activate\?token=[A-Za-z0-9_-]{43}/,
  passwordReset: /https?:\/\/\S+\/reset-password\/do\?token=[A-Za-z0-9_-]{43}/,
  reactivation: /https?:\/\/\S+\/account-deleted\?reactivate=[A-Za-z0-9_-]{43}/,
  mailChange: /https?:\/\/\S+\/mail-change\/do\?token=[A-Za-z0-9_-]{43}/,
  // A notification mail's login link: the site's origin and `/{token}` (docs/notification-mails.md).
  login: /https?:\/\/[^\s/]+\/[A-Za-z0-9_-]{43}(?![\w/?-])/,
  // `<user id>.<signature>` (api/src/mail-feedback/unsubscribe-token.ts), so no fixed length: read
  // from the List-Unsubscribe header, where the closing `>` ends it (listUnsubscribeLink).
  unsubscribe: /https?:\/\/\S+\/api\/unsubscribe\.php\?token=\S+/,
} as const;

/**
 * The mails to `to`, newest first. `origin` is for journeys that run an api of their own on another
 * port (password-reset); otherwise the request's baseURL is the composed app's.
 */
export async function readMails(request: APIRequestContext, to: string, origin = ''): Promise<Mail[]> {
  const response = await request.get(`${origin}${getMailboxEndpoint.path}`, { params: { to } });
  expect(response.ok()).toBe(true);
  return getMailboxEndpoint.response.parse(await response.json()).messages;
}

/** The link matching `pattern` in `text` (a mail's body); fails showing the text when there is none. */
export function linkIn(text: string | undefined, pattern: RegExp): string {
  const link = pattern.exec(text ?? '')?.[0];
  expect(link, text).toBeDefined();
  return link!;
}

/** The link in a List-Unsubscribe header value (`<https://…>`), or '' when it holds none. */
export function listUnsubscribeLink(header: string | undefined): string {
  return new RegExp(`^<(${MAIL_LINK.unsubscribe.source})>$`).exec(header ?? '')?.[1] ?? '';
}

/**
 * The newest link matching `pattern` in the mails to `to`. Polls (up to 10 s) instead of reading
 * once, so a journey need not know whether the mail is written before or after the step it waited for.
 */
export async function waitForMailLink(request: APIRequestContext, to: string, pattern: RegExp, origin = ''): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = await readMails(request, to, origin);
    link = mails.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
    expect(link, JSON.stringify(mails.map((mail) => mail.subject))).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/**
 * The code in the newest SMS to `phone` (as the api keeps the number: `+` and digits), read like the member
 * reads it on the phone. Polls (up to 10 s) like waitForMailLink: the SMS may be written after the step's answer.
 */
export async function waitForSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const pattern = new RegExp(`\\b\\d{${SMS_CODE_LENGTH}}\\b`);
  let code: string | undefined;
  await expect(async () => {
    const [sms] = (await readMails(request, phone)).filter((entry) => entry.channel === 'sms');
    code = pattern.exec(sms?.text ?? '')?.[0];
    expect(code, sms?.text ?? `no SMS to ${phone}`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/**
 * Activates a freshly signed-up member by the link in their confirmation e-mail, as a mail client
 * opening it would: the api redirects to /activate/done (not followed: only the activation matters).
 */
export async function activateByMail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(await waitForMailLink(request, email, MAIL_LINK.activation));
  const response = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect([302, 303]).toContain(response.status());
  expect(response.headers().location).toBe('/activate/done');
}
