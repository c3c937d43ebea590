import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCALES, TIME_BONUS } from '@dating/shared/contracts/index';
import { loadNotificationSettings, saveNotificationSettings } from '../account-settings/notification-settings';
import { hashToken } from '../auth/sessions';
import { discountCodes, discountRedemptions, jobs, notificationsDisabled, profiles, sites, tokens, users } from '../db/schema';
import { discountMember } from '../discounts/discount-codes';
import { grantWelcomeDiscount } from '../discounts/welcome-discount';
import { createWorker } from '../jobs/worker';
import type { MailMessage } from '../mail/mailer';
import { recordingMailer } from '../test/recording-mailer';
import { setupTestContext, type TestContext } from '../test/test-app';
import { createTestMember, type TestMemberOptions } from '../test/builders/members';
import { neutralityProblems } from './neutral-words';
import { TIME_BONUS_MAIL_SUBJECTS, WELCOME_MAIL_SUBJECTS, offerEndDate, promotionMailJobs } from './promotion-mails';

const { mailer, sent } = recordingMailer();

const context = setupTestContext({ seed: { profiles: 0, photos: false }, app: { mailer } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});
const db = () => ctx.database.db;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** The test's clock, years after the members other tests make (signed up now), so only this file's members are due. */
let clock = new Date('2031-05-01T12:03:00Z');
const at = (ms: number) => new Date(clock.getTime() + ms);
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
/** Batches of 3 members: a few members show the paging. */
const worker = () => {
  const { kinds, schedules } = promotionMailJobs(ctx.app.context, { timeBonusBatch: 3 });
  return createWorker({ db: db(), log: quiet, kinds, schedules, now: () => clock });
};
const mailsTo = (email: string) => sent.filter((message) => message.to === email);

/** A member who signed up `ago` ms before the clock. */
async function member(ago: number, options: TestMemberOptions = {}) {
  const made = await createTestMember(ctx, { prefix: 'promotion', ...options });
  await db()
    .update(users)
    .set({ signupDate: at(-ago) })
    .where(eq(users.id, made.id));
  return made;
}

async function loginTarget(mail: MailMessage | undefined) {
  const token = /\/([A-Za-z0-9_-]{43})\b/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no login link in: ${mail?.text}`);
  const [row] = await db()
    .select({ userId: tokens.userId, target: tokens.targetPath })
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)));
  return row;
}

describe('the time bonus’s last hour', () => {
  it('mails confirmed members who have not bought or redeemed it, once, only inside the last hour', async () => {
    // The schedule's first slot comes after the clock (12:10).
    await worker().drain();
    clock = new Date('2031-05-01T12:10:00Z');
    const inside = await member(3.5 * HOUR_MS, { language: 'fr' });
    const later = await member(2 * HOUR_MS);
    const ended = await member(4 * HOUR_MS + 10 * MINUTE_MS);
    const paid = await member(3.5 * HOUR_MS, { paid: true });
    const unconfirmed = await member(3.5 * HOUR_MS, { confirmed: false });
    const redeemed = await member(3.5 * HOUR_MS);
    const [timeBonus] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, TIME_BONUS.code));
    await db().insert(discountRedemptions).values({ discountCodeId: timeBonus!.id, userId: redeemed.id });
    const switchedOff = await member(3.5 * HOUR_MS);
    const settings = await loadNotificationSettings(db(), switchedOff.id);
    await saveNotificationSettings(db(), switchedOff.id, { ...settings, promotions: { email: false, push: true } });
    const stopped = await member(3.5 * HOUR_MS);
    await db().insert(notificationsDisabled).values({ userId: stopped.id, reason: 'fbl' });

    await worker().drain();
    const [mail, ...more] = mailsTo(inside.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(TIME_BONUS_MAIL_SUBJECTS.fr);
    expect(mail?.text.split('\n')[0]).toMatch(/^Bonjour .+,$/);
    expect(mail?.text).toContain('Votre réduction de 25 % sur les crédits se termine dans moins d’une heure.');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await loginTarget(mail)).toEqual({ userId: inside.id, target: '/credits' });
    for (const other of [later, ended, paid, unconfirmed, redeemed, switchedOff, stopped]) expect(mailsTo(other.email)).toEqual([]);

    // The next runs: nothing again for the member mailed; the other one once their last hour began.
    clock = new Date('2031-05-01T12:20:00Z');
    await worker().drain();
    expect(mailsTo(inside.email)).toHaveLength(1);
    expect(mailsTo(later.email)).toEqual([]);
    clock = new Date('2031-05-01T13:10:00Z');
    await worker().drain();
    expect(mailsTo(later.email)).toHaveLength(1);
    expect(mailsTo(inside.email)).toHaveLength(1);
  });

  it('sends one mail when two workers run the schedule at once', async () => {
    const due = await member(3.2 * HOUR_MS + 10 * MINUTE_MS);
    clock = new Date('2031-05-01T13:20:00Z');
    await Promise.all([worker().drain(), worker().drain()]);
    expect(mailsTo(due.email)).toHaveLength(1);
  });

  it('goes through the members in bounded batches, each enqueuing the next', async () => {
    // More members than two batches hold.
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    const signup = new Date('2031-05-01T10:00:00Z');
    const many = await db()
      .insert(users)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          siteId: site!.id,
          email: `promotion-bulk-${i}@demo.test`,
          passwordHash: 'x',
          status: 'confirmed' as const,
          language: 'en' as const,
          signupDate: new Date(signup.getTime() + i * 1000),
        })),
      )
      .returning({ id: users.id });
    await db()
      .insert(profiles)
      .values(
        many.map((user, i) => ({
          userId: user.id,
          name: `Bulk ${i}`,
          status: 'active' as const,
          country: 'NL',
          city: 'Utrecht',
          gender: 'male' as const,
          sexuality: 'hetero' as const,
          dateOfBirth: '1988-08-08',
        })),
      );
    clock = new Date('2031-05-01T13:30:00Z');
    await worker().drain();
    const runs = await db().select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'time-bonus-mails'));
    // 7 members: the schedule's run and two more, each after the last member of the batch before.
    const afterBulk = runs.filter((run) =>
      (run.payload as { after?: { signupDate: string } }).after?.signupDate.startsWith('2031-05-01T10:00'),
    );
    expect(afterBulk).toHaveLength(2);
    const bulk = sent.filter((message) => message.to.startsWith('promotion-bulk-'));
    expect(new Set(bulk.map((message) => message.to)).size).toBe(7);
    expect(bulk).toHaveLength(7);
  });
});

describe('the welcome discount’s mail', () => {
  it('is enqueued with the code and sent once: its percentage and end date in the member’s language, a link to the credits', async () => {
    clock = new Date('2031-06-01T08:00:00Z');
    const made = await member(5 * HOUR_MS, { language: 'de' });
    const discountOf = async () => (await discountMember(db(), made.id))!;
    expect(await grantWelcomeDiscount(db(), await discountOf(), { percent: 20, days: 7 }, clock)).toBe(true);
    expect(await grantWelcomeDiscount(db(), await discountOf(), { percent: 20, days: 7 }, clock)).toBe(false);
    await Promise.all([worker().drain(), worker().drain()]);
    const [mail, ...more] = mailsTo(made.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(WELCOME_MAIL_SUBJECTS.de);
    expect(mail?.text.split('\n')[0]).toMatch(/^Hallo .+,$/);
    expect(mail?.text).toContain('Du erhältst 20 % Rabatt auf deinen ersten Kauf von Credits. Der Rabatt gilt bis zum 8. Juni 2031.');
    expect(await loginTarget(mail)).toEqual({ userId: made.id, target: '/credits' });
    await worker().drain();
    expect(mailsTo(made.email)).toHaveLength(1);
  });

  it('is not sent for a code used before the mail went out', async () => {
    clock = new Date('2031-06-02T08:00:00Z');
    const made = await member(5 * HOUR_MS);
    expect(await grantWelcomeDiscount(db(), (await discountMember(db(), made.id))!, { percent: 15, days: 7 }, clock)).toBe(true);
    const [code] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.userId, made.id));
    await db().insert(discountRedemptions).values({ discountCodeId: code!.id, userId: made.id });
    await worker().drain();
    expect(mailsTo(made.email)).toEqual([]);
  });
});

it('has subjects that say nothing of dating in every locale, and end dates in each language', () => {
  for (const locale of LOCALES)
    for (const subject of [TIME_BONUS_MAIL_SUBJECTS[locale], WELCOME_MAIL_SUBJECTS[locale]])
      expect([locale, subject, neutralityProblems(subject, locale, ['Mila'])]).toEqual([locale, subject, []]);
  const ends = new Date('2031-06-08T08:00:00Z');
  expect(offerEndDate(ends, 'en')).toBe('June 8, 2031');
  expect(offerEndDate(ends, 'nl')).toBe('8 juni 2031');
  expect(offerEndDate(ends, 'fr')).toBe('8 juin 2031');
});
