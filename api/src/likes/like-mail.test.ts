import type { MailMessage, Mailer } from '../mail/mailer';
import { CLIENT, setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember, createTestMember } from '../test/test-members';
import { likeMailsSettled } from './like-mail';

// A mail server the tests control: what it accepts, when, or that it fails.
const sent: MailMessage[] = [];
const accept = async (message: MailMessage) => {
  sent.push(message);
};
let deliver = accept;
const mailer: Mailer = {
  sendMail: (message) => deliver(message),
  sendSms: async () => {},
  mailboxEnabled: false,
  readMailbox: async () => [],
};
const logLines: string[] = [];

const context = setupTestContext({
  seed: { profiles: 0, photos: false },
  app: { mailer, logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } },
});
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});
afterEach(() => {
  deliver = accept;
});

const like = (cookie: string, profile: number, host = 'localhost:8080') =>
  ctx.app.inject({ method: 'POST', url: '/api/like.php', headers: { ...CLIENT, cookie, host }, payload: { profile } });
const sentTo = (email: string) => sent.find((message) => message.to === email);

/** A member of the German site, liked by a member of the default site. */
async function acrossSites() {
  const liked = await createTestMember(ctx, { prefix: 'like-mail-de', site: 'de.localhost', language: 'de' });
  const liker = await createLoggedInMember(ctx, { prefix: 'like-mail-liker' });
  return { liked, liker };
}

describe('the mail of a new like', () => {
  it('comes from the liked member’s own site — its mail name, links on its host — whatever site the liker used', async () => {
    const { liked, liker } = await acrossSites();
    expect((await like(liker.cookie, liked.profileId, 'localhost:8080')).statusCode).toBe(200);
    await likeMailsSettled();
    const mail = sentTo(liked.email);
    expect(mail?.fromName).toBe('Dating Demo Deutschland');
    expect(mail?.subject).toMatch(/ mag dich$/);
    expect(mail?.text).toContain(`http://de.localhost:8080/members/${liker.profileId}`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/de\.localhost:8080\/api\/unsubscribe\.php\?token=/);
    expect(mail?.text).not.toMatch(/\/\/localhost/);
  });

  it('links only to the site’s known host when the liker’s Host is not one of ours', async () => {
    const { liked, liker } = await acrossSites();
    expect((await like(liker.cookie, liked.profileId, 'evil.example')).statusCode).toBe(200);
    await likeMailsSettled();
    const mail = sentTo(liked.email);
    expect(mail?.text).toContain(`https://de.localhost/members/${liker.profileId}`);
    expect(mail?.text).not.toContain('evil.example');
  });

  it('is sent after the answer: the like does not wait for the mail server', async () => {
    const { liked, liker } = await acrossSites();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    deliver = async (message) => {
      await held;
      await accept(message);
    };
    const response = await like(liker.cookie, liked.profileId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ liked: true, match: false });
    expect(sentTo(liked.email)).toBeUndefined();
    release();
    await likeMailsSettled();
    expect(sentTo(liked.email)).toBeDefined();
  });

  it('that fails leaves the like answered and stored, and is logged', async () => {
    const { liked, liker } = await acrossSites();
    deliver = async () => {
      throw new Error('mail server down');
    };
    expect((await like(liker.cookie, liked.profileId)).statusCode).toBe(200);
    await likeMailsSettled();
    const logged = logLines.map((line) => JSON.parse(line) as { msg?: string; userId?: number });
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'like mail not sent', userId: liked.id }));
    // Stored: liking again is no new like, so nobody is mailed twice.
    deliver = accept;
    expect((await like(liker.cookie, liked.profileId)).json()).toEqual({ liked: true, match: false });
    await likeMailsSettled();
    expect(sentTo(liked.email)).toBeUndefined();
  });
});
