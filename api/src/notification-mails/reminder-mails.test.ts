import { vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOCALES, sendDevReminderMailEndpoint } from '@dating/shared/contracts/index';
import { notificationMails, notificationSettings, notificationsDisabled, profiles, tokens, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { mailsTo } from '../test/mailbox';
import { inject } from '../test/inject';
import { CLIENT, setupTestContext } from '../test/test-app';
import { createTestMember, type TestMember } from '../test/builders/members';
import { neutralityProblems } from './neutral-words';
import { REMINDER_MAIL_SUBJECTS, reminderMailJobs } from './reminder-mails';

const context = setupTestContext();
const production = setupTestContext({ seed: false, config: { nodeEnv: 'production' } });
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const DAY = 24 * 60 * 60_000;
// The daily slot: 10:00 UTC.
const TODAY = new Date('2030-05-20T10:00:00Z');

const worker = (clock: () => Date) => {
  const { kinds, schedules } = reminderMailJobs(context().app.context);
  return createWorker({ db: context().database.db, log, kinds, schedules, now: clock });
};

/** A member last seen at `lastSeenAt` (null: never), signed up at `signup`. */
async function member(prefix: string, lastSeenAt: Date | null, signup = new Date('2030-01-01T00:00:00Z')): Promise<TestMember> {
  const created = await createTestMember(context(), { prefix, profile: { lastSeenAt } });
  await context().database.db.update(users).set({ signupDate: signup }).where(eq(users.id, created.id));
  return created;
}

const textsTo = async (who: TestMember) => (await mailsTo(context().app, who.email)).map((mail) => mail.text);

describe('inactivity reminders', () => {
  let three: TestMember;
  let seven: TestMember;
  let thirty: TestMember;
  let four: TestMember;
  let switchedOff: TestMember;
  let stopped: TestMember;
  let signedUpAndSeen: TestMember;

  beforeAll(async () => {
    three = await member('remind-3', new Date('2030-05-17T23:30:00Z'));
    seven = await member('remind-7', new Date('2030-05-13T00:00:00Z'));
    // Never seen: counted from the signup.
    thirty = await member('remind-30', null, new Date('2030-04-20T12:00:00Z'));
    four = await member('remind-4', new Date('2030-05-16T12:00:00Z'));
    switchedOff = await member('remind-off', new Date('2030-05-17T08:00:00Z'));
    stopped = await member('remind-stopped', new Date('2030-05-17T08:00:00Z'));
    // Signed up 3 days ago, but seen since: not inactive for 3 days.
    signedUpAndSeen = await member('remind-seen', new Date('2030-05-19T08:00:00Z'), new Date('2030-05-17T08:00:00Z'));
    const db = context().database.db;
    await db.insert(notificationSettings).values({ userId: switchedOff.id, type: 'reminders', email: false, push: true });
    await db.insert(notificationsDisabled).values({ userId: stopped.id, reason: 'listunsubscribe' });
    // A stale online flag (the tab was closed without a goodbye) still counts by last_seen_at.
    await db.update(profiles).set({ online: true }).where(eq(profiles.id, seven.profileId));
  }, 60_000);

  it('mails members last active 3, 7 and 30 days ago once, on that day only', async () => {
    let clock = new Date(TODAY.getTime() - 60_000);
    const a = worker(() => clock);
    const b = worker(() => clock);
    await a.drain(); // registers the schedule
    clock = TODAY;
    await Promise.all([a.drain(), b.drain()]);

    const [mail, ...more] = await mailsTo(context().app, three.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(REMINDER_MAIL_SUBJECTS.en);
    expect(mail!.text).toMatch(/^Hello [^\n]+,\n\nWe haven’t seen you for a few days\./);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/unsubscribe\.php\?token=/);
    expect(mail!.text).toMatch(/\nhttps?:\/\/[^/\s]+\/[A-Za-z0-9_-]{43}\n/);
    const [token] = await context()
      .database.db.select({ target: tokens.targetPath })
      .from(tokens)
      .where(and(eq(tokens.userId, three.id), eq(tokens.kind, 'login')));
    expect(token?.target).toBe('/members');
    const [key] = await context()
      .database.db.select({ key: notificationMails.key })
      .from(notificationMails)
      .where(eq(notificationMails.userId, three.id));
    expect(key?.key).toBe('inactive:3:2030-05-17');

    expect(await textsTo(seven)).toEqual([expect.stringContaining('It’s been a week since your last visit.')]);
    expect(await textsTo(thirty)).toEqual([expect.stringContaining('It’s been a month since your last visit.')]);
    for (const none of [four, switchedOff, stopped, signedUpAndSeen]) expect(await textsTo(none)).toEqual([]);

    // The day after: every window moved on, nobody is at a step.
    clock = new Date(TODAY.getTime() + DAY);
    await a.drain();
    for (const who of [three, seven, thirty]) expect(await textsTo(who)).toHaveLength(1);
    expect(await textsTo(four)).toEqual([]);

    // Four days on, the 3-day member reaches 7 days: the next step, once.
    clock = new Date(TODAY.getTime() + 4 * DAY);
    await a.drain();
    expect(await textsTo(three)).toEqual([expect.stringContaining('It’s been a week'), expect.stringContaining('a few days')]);
  }, 60_000);

  it('sends a member’s reminder on demand in development (the e2e journey), once per step', async () => {
    const fresh = await member('remind-dev', new Date(), new Date());
    const send = (days: 3 | 7 | 30) =>
      inject(context().app, sendDevReminderMailEndpoint, { body: { email: fresh.email.toUpperCase(), days } });
    const sent = await send(30);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ outcome: 'sent' });
    expect(await textsTo(fresh)).toEqual([expect.stringContaining('It’s been a month since your last visit.')]);
    expect((await send(30)).json()).toEqual({ outcome: 'duplicate' });
    // A step the contract does not name: sent raw, on the descriptor's path.
    const unnamed = await context().app.inject({
      method: sendDevReminderMailEndpoint.method,
      url: sendDevReminderMailEndpoint.path,
      headers: CLIENT,
      payload: { email: fresh.email.toUpperCase(), days: 5 },
    });
    expect(unnamed.statusCode).toBe(400);
    const nobody = await inject(context().app, sendDevReminderMailEndpoint, { body: { email: 'nobody@demo.test', days: 3 } });
    expect(nobody.json()).toEqual({ outcome: 'no_recipient' });
  });

  it('is not there in production (the development mailbox’s guard)', async () => {
    const response = await inject(production().app, sendDevReminderMailEndpoint, { body: { email: 'free@demo.test', days: 3 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

it('has a neutral subject in every locale', () => {
  for (const locale of LOCALES) expect([locale, neutralityProblems(REMINDER_MAIL_SUBJECTS[locale], locale)]).toEqual([locale, []]);
});
