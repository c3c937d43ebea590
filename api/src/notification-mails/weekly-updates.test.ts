import { vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LOCALES } from '@dating/shared/contracts/index';
import { blocks, notificationSettings, notificationsDisabled, tokens, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { mailsTo } from '../test/mailbox';
import { setupTestContext } from '../test/test-app';
import { createTestMember, type TestMember } from '../test/builders/members';
import { neutralityProblems } from './neutral-words';
import { isoWeek, newMembersLine, WEEKLY_UPDATE_SUBJECTS, weeklyUpdateJobs } from './weekly-updates';

const context = setupTestContext();
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const DAY = 24 * 60 * 60_000;
// A Monday; the schedule's slot is 09:00 UTC.
const MONDAY = new Date('2030-05-06T09:00:00Z');
const LONG_AGO = new Date('2029-01-01T00:00:00Z');
const LOGIN_LINK = /https?:\/\/[^/\s]+\/([A-Za-z0-9_-]{43})(?=\s|$)/;

const worker = (clock: () => Date) => {
  const { kinds, schedules } = weeklyUpdateJobs(context().app.context);
  return createWorker({ db: context().database.db, log, kinds, schedules, now: clock });
};

/** A member whose profile was created at `createdAt` (in Utrecht, NL, unless `profile` says otherwise). */
const member = (prefix: string, createdAt: Date, profile: { country?: string; city?: string } = {}) =>
  createTestMember(context(), { prefix, profile: { createdAt, ...profile } });

const subjectsTo = async (who: TestMember) => (await mailsTo(context().app, who.email)).map((mail) => mail.subject);

describe('the weekly update', () => {
  let reader: TestMember;
  let berliner: TestMember;
  let alone: TestMember;
  let switchedOff: TestMember;
  let stopped: TestMember;

  beforeAll(async () => {
    const db = context().database.db;
    reader = await member('weekly-reader', LONG_AGO);
    berliner = await member('weekly-berliner', LONG_AGO, { country: 'DE', city: 'Berlin' });
    alone = await member('weekly-alone', LONG_AGO, { country: 'FR', city: 'Lyon' });
    switchedOff = await member('weekly-off', LONG_AGO);
    stopped = await member('weekly-stopped', LONG_AGO);
    await db.insert(notificationSettings).values({ userId: switchedOff.id, type: 'weekly_updates', email: false, push: true });
    await db.insert(notificationsDisabled).values({ userId: stopped.id, reason: 'fbl' });

    const lastWeek = new Date(MONDAY.getTime() - 2 * DAY);
    // New near the NL members: two visible ones…
    await member('weekly-new', lastWeek);
    await member('weekly-new', lastWeek);
    // …and four they could not contact or that are not new.
    await member('weekly-old', new Date(MONDAY.getTime() - 8 * DAY));
    const hidden = await member('weekly-hidden', lastWeek);
    await db.update(users).set({ invisible: true }).where(eq(users.id, hidden.id));
    const blocked = await member('weekly-blocked', lastWeek);
    await db.insert(blocks).values({ blockerProfileId: reader.profileId, blockedProfileId: blocked.profileId });
    const blocking = await member('weekly-blocking', lastWeek);
    await db.insert(blocks).values({ blockerProfileId: blocking.profileId, blockedProfileId: reader.profileId });
    // One new member in Germany.
    await member('weekly-new-de', lastWeek, { country: 'DE', city: 'Hamburg' });
  }, 60_000);

  it('on Monday mails each member once how many could-be contacts joined near them; none, or switched off → no mail', async () => {
    let clock = new Date(MONDAY.getTime() - 60_000);
    const a = worker(() => clock);
    const b = worker(() => clock);
    await a.drain(); // registers the schedule: its first slot is 09:00
    clock = MONDAY;
    // Two processes at once: the slot's job and each batch run once, each member gets one mail.
    await Promise.all([a.drain(), b.drain()]);

    const [mail, ...more] = await mailsTo(context().app, reader.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(WEEKLY_UPDATE_SUBJECTS.en);
    expect(mail!.text).toMatch(/^Hello [^\n]+,\n\n2 new members near Utrecht this week\.\n\n/);
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/unsubscribe\.php\?token=/);
    expect(mail!.text.split('\n').slice(1).join('\n')).not.toMatch(/Member \d/); // nobody's name but the greeting's own

    // The button: a login link to the members page (search lists the newest first).
    const token = LOGIN_LINK.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    const [issued] = await context()
      .database.db.select({ target: tokens.targetPath })
      .from(tokens)
      .where(and(eq(tokens.userId, reader.id), eq(tokens.kind, 'login')));
    expect(issued?.target).toBe('/members');

    const [german] = await mailsTo(context().app, berliner.email);
    expect(german!.text).toContain('1 new member near Berlin this week.');
    expect(await subjectsTo(alone)).toEqual([]);
    expect(await subjectsTo(switchedOff)).toEqual([]);
    expect(await subjectsTo(stopped)).toEqual([]);

    // Tuesday's slot does nothing; the next Monday's is a new week (nobody joined since: no mail).
    clock = new Date(MONDAY.getTime() + DAY);
    await a.drain();
    clock = new Date(MONDAY.getTime() + 7 * DAY);
    await a.drain();
    expect(await subjectsTo(reader)).toHaveLength(1);
  }, 60_000);
});

it('names the ISO week (its Thursday decides the year)', () => {
  expect(isoWeek(MONDAY)).toBe('2030-W19');
  expect(isoWeek(new Date('2026-12-31T12:00:00Z'))).toBe('2026-W53');
  expect(isoWeek(new Date('2027-01-03T12:00:00Z'))).toBe('2026-W53');
  expect(isoWeek(new Date('2027-01-04T00:00:00Z'))).toBe('2027-W01');
});

it('counts in every language, and near the member when the profile names no city', () => {
  expect(newMembersLine('pl', 1, 'Kraków')).toBe('W tym tygodniu w Twojej okolicy (Kraków) dołączyła 1 nowa osoba.');
  expect(newMembersLine('pl', 3, 'Kraków')).toBe('W tym tygodniu w Twojej okolicy (Kraków) dołączyły 3 nowe osoby.');
  expect(newMembersLine('pl', 5, 'Kraków')).toBe('W tym tygodniu w Twojej okolicy (Kraków) dołączyło 5 nowych osób.');
  expect(newMembersLine('de', 1, ' ')).toBe('Diese Woche gibt es 1 neues Mitglied in deiner Nähe.');
  for (const locale of LOCALES) expect(newMembersLine(locale, 7, 'Utrecht')).toContain('7');
});

it('has a neutral subject in every locale', () => {
  for (const locale of LOCALES) expect([locale, neutralityProblems(WEEKLY_UPDATE_SUBJECTS[locale], locale)]).toEqual([locale, []]);
});
