import { MailboxResponseSchema, getMailboxEndpoint } from '@dating/shared/contracts/index';
import type { Database } from '../db/database';
import { createTestDatabase } from '../test/test-database';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { composeMail } from './compose-mail';
import { createMailer, type MailTransport } from './mailer';

const context = setupTestContext({ seed: { profiles: 0, photos: false } });

describe('sendMail / sendSms through the local outbox', () => {
  it('shows a sent mail in the development mailbox, newest first, filterable by recipient', async () => {
    const { app } = context();
    const mailer = createMailer({ db: context().database.db, nodeEnv: 'development' });
    await mailer.sendMail({
      to: 'Someone@Example.test',
      subject: 'Activate your account',
      text: 'Click https://localhost:8080/activate/done?token=abc to activate.',
      html: '<p><a href="https://localhost:8080/activate/done?token=abc">Activate</a></p>',
    });
    await mailer.sendSms({ to: '+31612345678', text: 'Your code is 123456' });

    const response = await inject(app, getMailboxEndpoint);
    expect(response.statusCode).toBe(200);
    const { messages } = MailboxResponseSchema.parse(response.json());
    expect(messages[0]).toMatchObject({ channel: 'sms', to: '+31612345678', subject: null, text: 'Your code is 123456', html: null });
    expect(messages[1]).toMatchObject({ channel: 'email', to: 'someone@example.test', subject: 'Activate your account' });

    const filtered = MailboxResponseSchema.parse((await inject(app, getMailboxEndpoint, { query: { to: 'someone@example.test' } })).json());
    expect(filtered.messages).toHaveLength(1);
    expect(filtered.messages[0]?.channel).toBe('email');
  });

  it('renders the mailbox page with everything escaped and links clickable', async () => {
    const { app } = context();
    const mailer = createMailer({ db: context().database.db, nodeEnv: 'development' });
    await mailer.sendMail({
      to: 'x@example.test',
      subject: '<script>alert(1)</script>',
      text: 'Reset: https://localhost/reset-password/do?t=1&u=2 <b>bold</b>',
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(page.body).toContain('<a href="https://localhost/reset-password/do?t=1&amp;u=2">');
  });

  it('shows a mail’s HTML part as the member sees it, framed and sandboxed, under a policy allowing its inline styles only', async () => {
    const { app } = context();
    const mailer = createMailer({ db: context().database.db, nodeEnv: 'development' });
    const mail = composeMail({ to: 'framed@example.test', subject: 'Hi', fromName: 'Service', locale: 'en', name: 'Ann' }, [
      { href: 'https://localhost/x', label: 'Open' },
    ]);
    await mailer.sendMail(mail);
    const [entry] = await mailer.readMailbox({ to: 'framed@example.test' });
    const list = await app.inject({ method: 'GET', url: '/dev/mailbox?to=framed@example.test' });
    expect(list.body).toContain(`<iframe class="mail" title="Hi" src="/dev/mailbox/${entry!.id}" sandbox`);
    const framed = await app.inject({ method: 'GET', url: `/dev/mailbox/${entry!.id}` });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).toBe(mail.html);
    expect(framed.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    );
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
  });
});

describe('mailbox availability', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it('is off in production and when a real transport is configured', () => {
    expect(createMailer({ db: database.db, nodeEnv: 'production' }).mailboxEnabled).toBe(false);
    expect(createMailer({ db: database.db, nodeEnv: 'development', smtpUrl: 'smtp://mail.example.test:25' }).mailboxEnabled).toBe(false);
    expect(createMailer({ db: database.db, nodeEnv: 'development' }).mailboxEnabled).toBe(true);
  });

  it('sends through a configured transport instead of the outbox', async () => {
    const sent: string[] = [];
    const fake: MailTransport = { kind: 'smtp', send: async (m) => void sent.push(m.to) };
    const mailer = createMailer({ db: database.db, nodeEnv: 'development', mail: fake });
    await mailer.sendMail({ to: 'a@b.test', subject: 's', text: 't' });
    expect(sent).toEqual(['a@b.test']);
    expect(await mailer.readMailbox()).toEqual([]);
  });
});
