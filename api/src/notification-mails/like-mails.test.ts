import { vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOCALES, likeProfileEndpoint, unlikeProfileEndpoint } from '@dating/shared/contracts/index';
import { saveNotificationSettings, loadNotificationSettings } from '../account-settings/notification-settings';
import { hashToken } from '../auth/sessions';
import { jobs, notificationsDisabled, profiles, tokens } from '../db/schema';
import { createWorker } from '../jobs/worker';
import type { MailMessage, Mailer } from '../mail/mailer';
import { inject } from '../test/inject';
import { setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember, createTestMember, type TestMember } from '../test/builders/members';
import { LIKE_MAIL_SUBJECTS, MATCH_MAIL_SUBJECTS, likeMailJobs } from './like-mails';
import { neutralityProblems } from './neutral-words';

// A mail server the tests control: what it accepts, or that it fails.
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

const context = setupTestContext({ seed: { profiles: 0, photos: false }, app: { mailer, unlimited: true } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});
afterEach(() => {
  deliver = accept;
});

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
/** The api's worker, with the like mails only; its clock `ahead` ms past now (a failed job's retry waits). */
const worker = (ahead = 0) =>
  createWorker({ db: ctx.database.db, log: quiet, kinds: likeMailJobs(ctx.app.context).kinds, now: () => new Date(Date.now() + ahead) });
const drain = (ahead = 0) => worker(ahead).drain();

type Member = TestMember & { cookie: string };
const like = (member: Member, profile: number) => inject(ctx.app, likeProfileEndpoint, { as: member, body: { profile } });
const unlike = (member: Member, profile: number) => inject(ctx.app, unlikeProfileEndpoint, { as: member, body: { profile } });
const mailsTo = (email: string) => sent.filter((message) => message.to === email);
const nameOf = (member: TestMember) => `Member ${/-(\d+)@/.exec(member.email)?.[1]}`;

/** The login link of a mail (`<origin>/<token>`) and the target its token was issued for. */
async function loginLinkOf(mail: MailMessage | undefined, origin: string) {
  const link = new RegExp(`${origin.replace(/[.]/g, '\\.')}/([A-Za-z0-9_-]{43})\\b`).exec(mail?.text ?? '');
  if (!link?.[1]) throw new Error(`no login link on ${origin} in: ${mail?.text}`);
  const [row] = await ctx.database.db
    .select({ userId: tokens.userId, kind: tokens.kind, target: tokens.targetPath })
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(link[1])));
  return row;
}

describe('the mail of a like', () => {
  it('is enqueued with the like and sent by the worker: neutral subject, the liker named in the body, a login link to the like modal', async () => {
    const liked = await createTestMember(ctx, { prefix: 'like-mails-de', site: 'de.localhost', language: 'de' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    expect((await like(liker, liked.profileId)).json()).toEqual({ liked: true, match: false });

    // Stored with the like; nothing sent before the worker runs it.
    const queued = await ctx.database.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'like-mail'));
    expect(queued.map((job) => job.payload)).toContainEqual({ userId: liked.id, likerProfileId: liker.profileId, type: 'like' });
    expect(mailsTo(liked.email)).toEqual([]);

    await drain();
    const [mail, ...more] = mailsTo(liked.email);
    expect(more).toEqual([]);
    // From the liked member's own site, in their language, whatever site the liker used.
    expect(mail?.fromName).toBe('Demo Service Deutschland');
    expect(mail?.subject).toBe(LIKE_MAIL_SUBJECTS.de);
    expect(mail?.text.split('\n')[0]).toBe(`Hallo ${nameOf(liked)},`);
    expect(mail?.text).toContain(`${nameOf(liker)} mag dich.`);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/de\.localhost:\d+\/api\/unsubscribe\.php\?token=/);
    expect(await loginLinkOf(mail, `http://de.localhost:${ctx.config.port}`)).toEqual({
      userId: liked.id,
      kind: 'login',
      target: `/members?like=${liker.profileId}&t=1`,
    });
  });

  it('of a match goes to the member liked back, with the Matches tab as its target', async () => {
    const first = await createLoggedInMember(ctx, { prefix: 'like-mails-first' });
    const second = await createLoggedInMember(ctx, { prefix: 'like-mails-second' });
    await like(first, second.profileId);
    expect((await like(second, first.profileId)).json()).toEqual({ liked: true, match: true });
    await drain();
    expect(mailsTo(second.email).map((mail) => mail.subject)).toEqual([LIKE_MAIL_SUBJECTS.en]);
    const [mail, ...more] = mailsTo(first.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(MATCH_MAIL_SUBJECTS.en);
    expect(mail?.text).toContain(`You and ${nameOf(second)} like each other.`);
    expect(await loginLinkOf(mail, `http://localhost:${ctx.config.port}`)).toMatchObject({ userId: first.id, target: '/likes/matches' });
  });

  it('is sent once: a like taken back and given again mails nobody a second time, nor do two workers at once', async () => {
    const liked = await createTestMember(ctx, { prefix: 'like-mails-once' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    await like(liker, liked.profileId);
    await Promise.all([drain(), drain()]);
    expect(mailsTo(liked.email)).toHaveLength(1);
    await unlike(liker, liked.profileId);
    await like(liker, liked.profileId);
    await Promise.all([drain(), drain()]);
    expect(mailsTo(liked.email)).toHaveLength(1);
  });

  it('taken back before the worker ran mails nothing', async () => {
    const liked = await createTestMember(ctx, { prefix: 'like-mails-undone' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    await like(liker, liked.profileId);
    await unlike(liker, liked.profileId);
    await drain();
    expect(mailsTo(liked.email)).toEqual([]);
  });

  it('from a profile no longer active when the worker ran (a site profile taken offline, a disabled one) mails nothing', async () => {
    const liked = await createTestMember(ctx, { prefix: 'like-mails-offline' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    await like(liker, liked.profileId);
    await ctx.database.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, liker.profileId));
    await drain();
    expect(mailsTo(liked.email)).toEqual([]);
  });

  it('is not sent when the member switched like mails off, or e-mails were stopped (an unsubscribe)', async () => {
    const switchedOff = await createTestMember(ctx, { prefix: 'like-mails-off' });
    const settings = await loadNotificationSettings(ctx.database.db, switchedOff.id);
    await saveNotificationSettings(ctx.database.db, switchedOff.id, { ...settings, like: { email: false, push: true } });
    const stopped = await createTestMember(ctx, { prefix: 'like-mails-stopped' });
    await ctx.database.db.insert(notificationsDisabled).values({ userId: stopped.id, reason: 'listunsubscribe' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    await like(liker, switchedOff.profileId);
    await like(liker, stopped.profileId);
    await drain();
    expect(mailsTo(switchedOff.email)).toEqual([]);
    expect(mailsTo(stopped.email)).toEqual([]);
  });

  it('that fails leaves the like answered and is sent by the job’s retry', async () => {
    const liked = await createTestMember(ctx, { prefix: 'like-mails-retry' });
    const liker = await createLoggedInMember(ctx, { prefix: 'like-mails-liker' });
    deliver = async () => {
      throw new Error('mail server down');
    };
    expect((await like(liker, liked.profileId)).json()).toEqual({ liked: true, match: false });
    await drain();
    expect(mailsTo(liked.email)).toEqual([]);
    deliver = accept;
    // The retry waits for its backoff; an hour later it is due.
    await drain(60 * 60_000);
    expect(mailsTo(liked.email)).toHaveLength(1);
    const [job] = await ctx.database.db
      .select({ status: jobs.status, attempts: jobs.attempts })
      .from(jobs)
      .where(and(eq(jobs.kind, 'like-mail'), eq(jobs.dedupeKey, `like:${liked.id}:${liker.profileId}`)));
    expect(job).toEqual({ status: 'done', attempts: 2 });
  });
});

it('has subjects that name nobody and say nothing of dating, in every locale', () => {
  for (const locale of LOCALES)
    for (const subject of [LIKE_MAIL_SUBJECTS[locale], MATCH_MAIL_SUBJECTS[locale]])
      expect([locale, subject, neutralityProblems(subject, locale, ['Mila', 'Member 12'])]).toEqual([locale, subject, []]);
});
