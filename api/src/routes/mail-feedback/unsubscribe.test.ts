import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  OkResponseSchema,
  getUserEndpoint,
  likeProfileEndpoint,
  requestPasswordResetEndpoint,
  resendActivationEndpoint,
  type MailboxEntry,
} from '@dating/shared/contracts/index';
import { mayNotify } from '../../account-settings/notification-settings';
import { notificationsDisabled, users } from '../../db/schema';
import { MAIL_LINK, mailsTo, pathOf } from '../../test/mailbox';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember, createTestMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const ONE_CLICK = { 'content-type': 'application/x-www-form-urlencoded' };

/** A fresh liker likes a fresh member (language `language`); answers the liked member and the mail they got. */
async function likedMember(language: 'en' | 'de' = 'en') {
  const liked = await createLoggedInMember(ctx, { prefix: 'unsub', language });
  const liker = await createLoggedInMember(ctx, { prefix: 'unsub-liker' });
  const like = await inject(ctx.app, likeProfileEndpoint, { as: liker, body: { profile: liked.profileId } });
  expect(like.statusCode).toBe(200);
  const [mail] = await mailsTo(ctx.app, liked.email);
  if (!mail) throw new Error('the liked member got no mail');
  return { liked, liker, mail };
}

/** The link in the List-Unsubscribe header (`<https://…>`). */
function unsubscribeLink(mail: MailboxEntry): string {
  const header = mail.headers['List-Unsubscribe'] ?? '';
  const link = new RegExp(`^<(${MAIL_LINK.unsubscribe.source})>$`).exec(header)?.[1];
  if (!link) throw new Error(`no List-Unsubscribe link: ${header}`);
  return link;
}
/** The path and query of the List-Unsubscribe header's link. */
const unsubscribePath = (mail: MailboxEntry) => pathOf(unsubscribeLink(mail));

/** The POST a mail client sends from its unsubscribe button: no cookie, no client header, no Origin. */
const oneClick = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: path, headers: { ...ONE_CLICK, ...headers }, payload: 'List-Unsubscribe=One-Click' });

const stopReasons = async (cookie: string) =>
  (await injectOk(ctx.app, getUserEndpoint, { as: cookie })).user?.notifications_disabled.map((d) => d.reason);

describe('notification mails', () => {
  it('carry List-Unsubscribe (one-click) and, in the footer, the same token on the site’s own page', async () => {
    const { mail } = await likedMember();
    expect(mail.subject).toBe('You have a new notification');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLink(mail);
    expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/api\/unsubscribe\.php\?token=/);
    expect(mail.text).toContain(`\n-- \n`);
    const footer = link.replace('/api/unsubscribe.php?', '/unsubscribe?');
    expect(mail.text).toContain(footer);
    expect(mail.html).toContain(`href="${footer}"`);
    // The subject names nobody; the body does, and links with a login link (`/{token}`).
    expect(mail.text).toMatch(/^Member \d+ likes you\./m);
    expect(mail.text).toMatch(/http:\/\/localhost(:\d+)?\/[A-Za-z0-9_-]{43}\b/);
  });

  it('show their List-Unsubscribe link in the development mailbox page, as a link to follow', async () => {
    const { liked, mail } = await likedMember();
    const page = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(liked.email)}` });
    const link = unsubscribeLink(mail);
    expect(page.body).toContain('<dt>List-Unsubscribe</dt>');
    expect(page.body).toContain(`<dd>&lt;<a href="${link}">${link}</a>&gt;</dd>`);
  });

  it('are in the member’s language', async () => {
    const { mail } = await likedMember('de');
    expect(mail.subject).toBe('Du hast eine neue Benachrichtigung');
    expect(mail.text).toMatch(/^Member \d+ mag dich\./m);
    expect(mail.text).toContain('Hier kannst du sie abbestellen:');
  });

  it('go only to confirmed addresses', async () => {
    const unconfirmed = await createTestMember(ctx, { prefix: 'unsub-unconfirmed', confirmed: false });
    const liker = await createLoggedInMember(ctx, { prefix: 'unsub-liker' });
    await inject(ctx.app, likeProfileEndpoint, { as: liker, body: { profile: unconfirmed.profileId } });
    expect(await mailsTo(ctx.app, unconfirmed.email)).toEqual([]);
  });
});

describe('transactional mails', () => {
  it('carry no List-Unsubscribe: a password reset and an activation mail', async () => {
    const member = await createTestMember(ctx, { prefix: 'unsub-reset' });
    const reset = await inject(ctx.app, requestPasswordResetEndpoint, { body: { email: member.email } });
    expect(reset.statusCode).toBe(200);
    const unconfirmed = await createLoggedInMember(ctx, { prefix: 'unsub-activation', confirmed: false });
    const resend = await inject(ctx.app, resendActivationEndpoint, { as: unconfirmed });
    expect(resend.statusCode).toBe(200);

    const mails = [...(await mailsTo(ctx.app, member.email)), ...(await mailsTo(ctx.app, unconfirmed.email))];
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.headers).toEqual({});
      expect(mail.text).not.toContain('/api/unsubscribe.php');
    }
  });
});

describe('the unsubscribe link', () => {
  it('opened (GET) shows a confirm page in the member’s language and changes nothing', async () => {
    const { liked, mail } = await likedMember('de');
    const page = await ctx.app.inject({ method: 'GET', url: unsubscribePath(mail) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('E-Mail-Benachrichtigungen abbestellen?');
    expect(page.body).toContain('<form method="post" action="/api/unsubscribe.php?token=');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await stopReasons(liked.cookie)).toEqual([]);
  });

  it('shows in the mail as a path of the site (never an api path), and opens the same confirm page there', async () => {
    const { liked, mail } = await likedMember('de');
    expect(mail.text).not.toContain('/api/');
    expect(mail.html ?? '').not.toContain('/api/');
    const footer = /https?:\/\/[^/\s]+(\/unsubscribe\?token=\S+)/.exec(mail.text)?.[1];
    expect(footer).toBe(unsubscribePath(mail).replace('/api/unsubscribe.php?', '/unsubscribe?'));
    const page = await ctx.app.inject({ method: 'GET', url: footer! });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('E-Mail-Benachrichtigungen abbestellen?');
    expect(page.body).toContain('<form method="post" action="/api/unsubscribe.php?token=');
    expect(await stopReasons(liked.cookie)).toEqual([]);
  });

  it('opened, keeps its token from other sites yet lets the browser send our Origin with the button’s POST', async () => {
    const { mail } = await likedMember();
    const page = await ctx.app.inject({ method: 'GET', url: unsubscribePath(mail) });
    // Under no-referrer a browser posts `Origin: null`, which the CSRF guard refuses (the e2e
    // journey clicks the button in a real browser).
    expect(page.headers['referrer-policy']).toBe('same-origin');
  });

  it('that is not valid answers in the language of the site it was opened on', async () => {
    const url = `/api/unsubscribe.php?token=1.${'A'.repeat(43)}`;
    const german = await ctx.app.inject({ method: 'GET', url, headers: { host: 'de.localhost' } });
    expect(german.statusCode).toBe(400);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Dieser Link ist ungültig');
    const posted = await oneClick(url, { accept: 'text/html', host: 'de.localhost', origin: 'http://de.localhost' });
    expect(posted.statusCode).toBe(400);
    expect(posted.body).toContain('Dieser Link ist ungültig');
    const english = await ctx.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('This link is not valid');
  });

  it('one-click POST records listunsubscribe: the user shows it, mayNotify refuses e-mail, no more notification mails', async () => {
    const { liked, mail } = await likedMember();
    const response = await oneClick(unsubscribePath(mail));
    expect(response.statusCode).toBe(200);
    expect(OkResponseSchema.parse(response.json())).toEqual({ ok: true });
    expect(await stopReasons(liked.cookie)).toEqual(['listunsubscribe']);
    expect(await mayNotify(ctx.database.db, liked.id, 'like', 'email')).toBe(false);
    expect(await mayNotify(ctx.database.db, liked.id, 'like', 'push')).toBe(true);

    // Clicked twice (or in two mails): still one reason.
    expect((await oneClick(unsubscribePath(mail))).statusCode).toBe(200);
    expect(await stopReasons(liked.cookie)).toEqual(['listunsubscribe']);

    const another = await createLoggedInMember(ctx, { prefix: 'unsub-liker' });
    await inject(ctx.app, likeProfileEndpoint, { as: another, body: { profile: liked.profileId } });
    expect(await mailsTo(ctx.app, liked.email)).toHaveLength(1);
  });

  it('sent from the confirm page (a browser, same Origin) answers the done page', async () => {
    const { liked, mail } = await likedMember();
    const response = await oneClick(unsubscribePath(mail), { accept: 'text/html', origin: 'http://localhost', host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You are unsubscribed');
    expect(response.body).toContain('href="/settings"');
    expect(await stopReasons(liked.cookie)).toEqual(['listunsubscribe']);
  });

  it('accepts the one-click body as multipart/form-data too (RFC 8058)', async () => {
    const { liked, mail } = await likedMember();
    const boundary = 'x-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: unsubscribePath(mail),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(await stopReasons(liked.cookie)).toEqual(['listunsubscribe']);
  });

  it('refuses forged, mangled and outdated tokens, recording nothing', async () => {
    const { liked, mail } = await likedMember();
    const path = unsubscribePath(mail);
    const token = new URL(path, 'http://x').searchParams.get('token') ?? '';
    const [, mac] = token.split('.');
    const other = await createTestMember(ctx, { prefix: 'unsub-other' });
    const forged = [
      `${liked.id}.${'A'.repeat(43)}`,
      `${other.id}.${mac}`, // someone else's id with this member's signature
      token.slice(0, -1),
      'not-a-token',
      '',
    ];
    for (const bad of forged) {
      const url = `/api/unsubscribe.php?token=${encodeURIComponent(bad)}`;
      const response = await oneClick(url);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('token_invalid');
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    expect(await stopReasons(liked.cookie)).toEqual([]);
    expect(await ctx.database.db.select().from(notificationsDisabled).where(eq(notificationsDisabled.userId, other.id))).toEqual([]);

    // After an e-mail change, links mailed to the old address no longer work.
    await ctx.database.db
      .update(users)
      .set({ email: `changed-${liked.id}@demo.test` })
      .where(eq(users.id, liked.id));
    expect((await oneClick(path)).statusCode).toBe(400);
    expect(await stopReasons(liked.cookie)).toEqual([]);
  });

  it('needs the one-click body, and a browser Origin must be ours', async () => {
    const { liked, mail } = await likedMember();
    const path = unsubscribePath(mail);
    const empty = await ctx.app.inject({ method: 'POST', url: path, headers: ONE_CLICK, payload: '' });
    expect(empty.statusCode).toBe(400);
    const json = await ctx.app.inject({ method: 'POST', url: path, payload: { 'List-Unsubscribe': 'One-Click' } });
    expect(json.statusCode).toBe(415);
    const crossSite = await oneClick(path, { origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(crossSite.json()).error.code).toBe('csrf_failed');
    expect(await stopReasons(liked.cookie)).toEqual([]);
  });
});
