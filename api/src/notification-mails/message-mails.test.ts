import { randomUUID } from 'node:crypto';
import { and, count, eq, max, sql } from 'drizzle-orm';
import { LOCALES, type MailboxEntry } from '@dating/shared/contracts/index';
import { createAccount } from '../accounts/signup-account';
import { hashToken } from '../auth/sessions';
import { sendMessage } from '../conversations/send-message';
import {
  blocks,
  conversationParticipants,
  jobs,
  messages,
  notificationMails,
  notificationSettings,
  notificationsDisabled,
  profiles,
  sites,
  tokens,
  users,
} from '../db/schema';
import { createWorker } from '../jobs/worker';
import { fictionalProfile } from '../test/builders/profiles';
import { mailsTo } from '../test/mailbox';
import { setupTestContext } from '../test/test-app';
import { createTestMember, type TestMember } from '../test/builders/members';
import {
  messageMailJobs,
  NEW_CONVERSATION_SUBJECTS,
  NEW_MESSAGE_SUBJECTS,
  NEW_MESSAGES_SUBJECTS,
  REMINDER_BATCH,
  UNREAD_REMINDER_SUBJECTS,
} from './message-mails';
import { neutralityProblems } from './neutral-words';

const context = setupTestContext();
const db = () => context().database.db;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DELAY_SECONDS = 120;
/** Messages cost nothing here: the mails are under test, not the credits. */
const SETTINGS = {
  message_credits: 0,
  free_messages: 0,
  message_length: 1000,
  chat_history_limit: 500,
  minimum_message_costs: {},
  photo_credits: 0,
  gift_credits: 0,
};
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Each test lives on days of its own, far in the future: the jobs and unread messages of one test are
 * long past (more than the reminders' two days) when another's clock runs, and nothing is due for
 * the real clock (mailsTo runs the mail jobs due now).
 */
let day = 0;
const nextDays = () => {
  day += 10;
  return Date.parse('2031-03-03T08:00:00Z') + day * DAY;
};

function worker(clock: () => number) {
  const { kinds, schedules } = messageMailJobs(context().app.context);
  return createWorker({ db: db(), log: quiet, kinds, schedules, now: () => new Date(clock()) });
}

const member = (options: Parameters<typeof createTestMember>[1] = {}) =>
  createTestMember(context(), { prefix: 'message-mail', ...options });
const sender = () => member({ paid: true });

async function send(from: TestMember, to: { profileId: number }, at: number, clientId = randomUUID()) {
  const answer = await sendMessage(db(), {
    userId: from.id,
    settings: SETTINGS,
    request: { profile: to.profileId, client_id: clientId, kind: 'text', text: 'A secret only for you' },
    now: new Date(at),
    mailDelaySeconds: DELAY_SECONDS,
  });
  return answer.conversation;
}

/** The member reads the conversation up to its newest message. */
async function read(who: TestMember, conversationId: number) {
  const [newest] = await db()
    .select({ id: max(messages.id) })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  await db()
    .update(conversationParticipants)
    .set({ lastReadMessageId: newest?.id ?? 0 })
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.profileId, who.profileId)));
}

const sentMails = (who: TestMember) =>
  db()
    .select({ type: notificationMails.type, key: notificationMails.key, conversationId: notificationMails.conversationId })
    .from(notificationMails)
    .where(eq(notificationMails.userId, who.id))
    .orderBy(notificationMails.id);

/** The mail's main link (`<origin>/<token>`) and the login token behind it. */
async function loginLink(mail: MailboxEntry) {
  const token = /https?:\/\/[^/\s]+\/([A-Za-z0-9_-]{43})(?=\s)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no login link in: ${mail.text}`);
  const [row] = await db()
    .select({ userId: tokens.userId, kind: tokens.kind, target: tokens.targetPath })
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)));
  return row;
}

const nameOf = async (who: TestMember) =>
  (await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, who.profileId)))[0]!.name;

describe('new_conversations and new_messages', () => {
  it('mails a burst once after the delay, never its text; within the hour the next waits, and none when read by then', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const [from, to] = [await sender(), await member()];
    const t0 = clock;
    const conversation = await send(from, to, t0);
    await send(from, to, t0 + 20 * SECOND);
    await send(from, to, t0 + 40 * SECOND);

    clock = t0 + DELAY_SECONDS * SECOND - 1;
    await drain.drain();
    expect(await sentMails(to)).toEqual([]);
    clock = t0 + DELAY_SECONDS * SECOND;
    await drain.drain();
    expect(await sentMails(to)).toEqual([
      {
        type: 'new_conversations',
        key: expect.stringMatching(`^conversation:${conversation}:message:\\d+$`),
        conversationId: conversation,
      },
    ]);

    const [mail, ...others] = await mailsTo(context().app, to.email);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(NEW_CONVERSATION_SUBJECTS.en);
    expect(neutralityProblems(mail!.subject ?? '', 'en', [await nameOf(from), await nameOf(to)])).toEqual([]);
    expect(mail!.text.split('\n')[0]).toBe(`Hello ${await nameOf(to)},`);
    expect(mail!.text).toContain(`${await nameOf(from)} has sent you 3 new messages.`);
    expect(mail!.text).not.toContain('secret');
    expect(mail!.html).toContain('Read messages');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/.+\/api\/unsubscribe\.php\?token=/);
    expect(await loginLink(mail!)).toEqual({ userId: to.id, kind: 'login', target: `/chats/${conversation}` });

    // 10 minutes after the mail: the next one not before the hour is over.
    const mailedAt = clock;
    await send(from, to, mailedAt + 10 * MINUTE);
    clock = mailedAt + 10 * MINUTE + DELAY_SECONDS * SECOND;
    await drain.drain();
    clock = mailedAt + HOUR - 1;
    await drain.drain();
    expect(await sentMails(to)).toHaveLength(1);
    clock = mailedAt + HOUR;
    await drain.drain();
    expect((await sentMails(to)).map((m) => m.type)).toEqual(['new_conversations', 'new_messages']);
    const [second] = await mailsTo(context().app, to.email);
    expect(second!.subject).toBe(NEW_MESSAGES_SUBJECTS.en);
    expect(second!.text).toContain('has sent you 4 new messages.');

    // Another 10 minutes on, read before its hour: no mail.
    const secondAt = clock;
    await send(from, to, secondAt + 10 * MINUTE);
    await read(to, conversation);
    clock = secondAt + HOUR;
    await drain.drain();
    expect(await sentMails(to)).toHaveLength(2);
  });

  it('sends nothing when the member read within the delay', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const [from, to] = [await sender(), await member()];
    const conversation = await send(from, to, clock);
    await read(to, conversation);
    clock += DELAY_SECONDS * SECOND;
    await drain.drain();
    expect(await sentMails(to)).toEqual([]);
  });

  it('is new_messages, with one message’s words, once the member wrote in the conversation', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const [a, b] = [await sender(), await sender()];
    // b writes first; a reads at once (no mail), then answers.
    const conversation = await send(b, a, clock);
    await read(a, conversation);
    await send(a, b, clock + MINUTE);
    clock += MINUTE + DELAY_SECONDS * SECOND;
    await drain.drain();
    expect(await sentMails(a)).toEqual([]);
    expect((await sentMails(b)).map((m) => m.type)).toEqual(['new_messages']);
    const [mail] = await mailsTo(context().app, b.email);
    expect(mail!.subject).toBe(NEW_MESSAGE_SUBJECTS.en);
    expect(mail!.text).toContain(`${await nameOf(a)} sent you a message.`);
    expect(mail!.html).toContain('Read message<');
  });

  it('writes in the member’s language', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const [from, to] = [await sender(), await member({ language: 'pl' })];
    const conversation = await send(from, to, clock);
    for (const i of [1, 2, 3, 4]) await send(from, to, clock + i * SECOND);
    clock += MINUTE + DELAY_SECONDS * SECOND;
    await drain.drain();
    const [mail] = await mailsTo(context().app, to.email);
    expect(mail!.subject).toBe(NEW_CONVERSATION_SUBJECTS.pl);
    expect(mail!.text).toContain(`${await nameOf(from)} przesyła Ci 5 nowych wiadomości.`);
    expect(await loginLink(mail!)).toMatchObject({ target: `/chats/${conversation}` });
  });

  it('sends nothing with new_messages switched off or e-mail stopped, nor for a blocked partner or a removed conversation', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const from = await sender();
    const [control, switchedOff, bounced, blocking, removing] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    // Each has written before, so the mail would be new_messages (as the control's is).
    for (const to of [control, switchedOff, bounced, blocking, removing]) {
      const conversation = await send(to as TestMember, from, clock);
      await read(from, conversation);
    }
    await db().insert(notificationSettings).values({ userId: switchedOff.id, type: 'new_messages', email: false, push: true });
    await db().insert(notificationsDisabled).values({ userId: bounced.id, reason: 'bounce' });
    const conversations = [];
    for (const to of [switchedOff, bounced, blocking, removing, control]) conversations.push(await send(from, to, clock + MINUTE));
    await db().insert(blocks).values({ blockerProfileId: blocking.profileId, blockedProfileId: from.profileId });
    await db()
      .update(conversationParticipants)
      .set({ deletedAt: new Date(clock + MINUTE) })
      .where(
        and(eq(conversationParticipants.conversationId, conversations[3]!), eq(conversationParticipants.profileId, removing.profileId)),
      );
    clock += HOUR;
    await drain.drain();
    expect((await sentMails(control)).map((m) => m.type)).toEqual(['new_messages']);
    for (const to of [switchedOff, bounced, blocking, removing]) expect(await sentMails(to)).toEqual([]);
    expect(await mailsTo(context().app, switchedOff.email)).toEqual([]);
  });

  it('enqueues nothing for a fictional profile, nor for the retry of a send', async () => {
    const clock = nextDays();
    const from = await sender();
    const fictional = { profileId: await fictionalProfile(context(), { name: 'Fiction' }) };
    const fictionConversation = await send(from, fictional, clock);
    const mailJobs = (conversationId: number) =>
      db()
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.kind, 'message-mail'), sql`(${jobs.payload}->>'conversationId')::int = ${conversationId}`));
    expect(await mailJobs(fictionConversation)).toEqual([{ n: 0 }]);

    const to = await member();
    const clientId = randomUUID();
    const conversation = await send(from, to, clock, clientId);
    await db()
      .update(jobs)
      .set({ status: 'done' })
      .where(eq(jobs.dedupeKey, `message-mail:${to.id}:${conversation}`));
    await send(from, to, clock + MINUTE, clientId);
    expect(await mailJobs(conversation)).toEqual([{ n: 1 }]);
  });

  it('mails the member a new member wrote to at signup', async () => {
    let clock = nextDays();
    const drain = worker(() => clock);
    const to = await member();
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    await createAccount(db(), {
      request: {
        email: `message-mail-signup-${clock}@demo.test`,
        name: 'Newcomer',
        date_of_birth: '1991-04-12',
        password: 'long-enough-password',
        gender: 'female',
        sexuality: 'hetero',
        country: 'NL',
        region_id: null,
        city: 'Utrecht',
        signup_message: 'Hi, nice profile',
        to_profile_id: to.profileId,
      },
      siteId: site!.id,
      passwordHash: 'x',
      signupCredits: 0,
      tracking: null,
      now: new Date(clock),
      messageMailDelaySeconds: DELAY_SECONDS,
    });
    clock += DELAY_SECONDS * SECOND;
    await drain.drain();
    expect((await sentMails(to)).map((m) => m.type)).toEqual(['new_conversations']);
    const [mail] = await mailsTo(context().app, to.email);
    expect(mail!.text).toContain('Newcomer sent you a message.');
  });

  it('sends one mail when two workers run at once', async () => {
    let clock = nextDays();
    const [from, to] = [await sender(), await member()];
    await send(from, to, clock);
    clock += DELAY_SECONDS * SECOND;
    await Promise.all([worker(() => clock).drain(), worker(() => clock).drain()]);
    expect(await sentMails(to)).toHaveLength(1);
    expect(await mailsTo(context().app, to.email)).toHaveLength(1);
  });
});

describe('unread_message_reminders', () => {
  /** The reminders' schedule alone (every 30 minutes): the message mails of these sends are not under test. */
  function reminderWorker(clock: () => number) {
    const { kinds, schedules } = messageMailJobs(context().app.context);
    return createWorker({
      db: db(),
      log: quiet,
      kinds: kinds.filter((k) => k.name === 'unread-message-reminders'),
      schedules,
      now: () => new Date(clock()),
    });
  }

  it('reminds once of messages unread for a day, never of older ones, once with two workers', async () => {
    // A schedule slot: every 30 minutes on the epoch's grid.
    let clock = nextDays() + 17 * MINUTE;
    const slot = Math.ceil(clock / (30 * MINUTE)) * 30 * MINUTE;
    const from = await sender();
    const [waiting, ancient, fresh, wasRead] = [await member(), await member(), await member(), await member()];
    await send(from, waiting, slot - 25 * HOUR);
    await send(await sender(), waiting, slot - 2 * HOUR);
    await send(from, ancient, slot - 3 * DAY);
    await send(from, fresh, slot - 5 * HOUR);
    await read(wasRead, await send(from, wasRead, slot - 26 * HOUR));

    const first = reminderWorker(() => clock);
    const second = reminderWorker(() => clock);
    await first.drain(); // registers the schedule: its first slot is the next one
    clock = slot;
    await Promise.all([first.drain(), second.drain()]);
    expect(await sentMails(waiting)).toEqual([
      { type: 'unread_message_reminders', key: expect.stringMatching(/^unread:\d+$/), conversationId: null },
    ]);
    for (const other of [ancient, fresh, wasRead]) expect(await sentMails(other)).toEqual([]);

    const [mail, ...more] = await mailsTo(context().app, waiting.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(UNREAD_REMINDER_SUBJECTS.en);
    expect(mail!.text).toContain('2 conversations are waiting for your reply.');
    expect(mail!.text).not.toContain('secret');
    expect(mail!.headers['List-Unsubscribe']).toBeTruthy();
    expect(await loginLink(mail!)).toEqual({ userId: waiting.id, kind: 'login', target: '/chats' });

    // The next runs find the same unread messages: nothing new.
    clock = slot + 30 * MINUTE;
    await first.drain();
    clock = slot + 60 * MINUTE;
    await first.drain();
    expect(await sentMails(waiting)).toHaveLength(1);
  });

  it('reminds a member at most once a UTC day', async () => {
    let clock = nextDays() + 17 * MINUTE; // 08:17 UTC
    const slot = Math.ceil(clock / (30 * MINUTE)) * 30 * MINUTE;
    const [from, to] = [await sender(), await member()];
    const conversation = await send(from, to, slot - 25 * HOUR);
    const [firstMessage] = await db()
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, conversation));
    await send(from, to, slot - 20 * HOUR);
    const [secondMessage] = await db()
      .select({ id: max(messages.id) })
      .from(messages)
      .where(eq(messages.conversationId, conversation));
    const drain = reminderWorker(() => clock);
    await drain.drain();
    clock = slot;
    await drain.drain();
    expect(await sentMails(to)).toHaveLength(1);

    // Read up to the first message only: the second is the oldest unread now, a day old at slot + 4 h —
    // still the same UTC day, so no second reminder; the next day's runs remind of it once.
    await db()
      .update(conversationParticipants)
      .set({ lastReadMessageId: firstMessage!.id! })
      .where(and(eq(conversationParticipants.conversationId, conversation), eq(conversationParticipants.profileId, to.profileId)));
    clock = slot + 4 * HOUR + 30 * MINUTE;
    await drain.drain();
    expect(await sentMails(to)).toHaveLength(1);
    clock = slot + 24 * HOUR;
    await drain.drain();
    clock = slot + 24 * HOUR + 30 * MINUTE;
    await drain.drain();
    expect((await sentMails(to)).map((m) => m.key)).toEqual([`unread:${firstMessage!.id}`, `unread:${secondMessage!.id}`]);
  });

  it('walks the members in batches of 200, each batch a job of its own', async () => {
    let clock = nextDays() + 5 * MINUTE;
    const slot = Math.ceil(clock / (30 * MINUTE)) * 30 * MINUTE;
    const [site] = await db().select({ id: sites.id }).from(sites).limit(1);
    const many = await db()
      .insert(users)
      .values(
        Array.from({ length: REMINDER_BATCH + 10 }, (_, i) => ({
          siteId: site!.id,
          email: `message-mail-batch-${slot}-${i}@demo.test`,
          passwordHash: 'x',
          status: 'confirmed' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const manyProfiles = await db()
      .insert(profiles)
      .values(
        many.map((user) => ({
          userId: user.id,
          name: 'Batch',
          status: 'active' as const,
          country: 'NL',
          city: 'Utrecht',
          gender: 'male' as const,
          sexuality: 'hetero' as const,
          dateOfBirth: '1988-08-08',
        })),
      )
      .returning({ id: profiles.id, userId: profiles.userId });
    const last = many.at(-1)!;
    const lastMember = { id: last.id, email: last.email, profileId: manyProfiles.find((p) => p.userId === last.id)!.id };
    await send(await sender(), lastMember, slot - 30 * HOUR);

    const drain = reminderWorker(() => clock);
    await drain.drain();
    const batchJobs = () => db().select({ n: count() }).from(jobs).where(eq(jobs.kind, 'unread-message-reminders'));
    const [before] = await batchJobs();
    clock = slot;
    await drain.drain();
    expect(await sentMails(lastMember)).toEqual([expect.objectContaining({ type: 'unread_message_reminders' })]);
    // All the members of the database: at least two batches in this run.
    const [after] = await batchJobs();
    expect(after!.n - before!.n).toBeGreaterThanOrEqual(2);
  });
});

describe('subjects', () => {
  it('are neutral in every locale, naming neither member', () => {
    const names = ['Anna', 'Member 12'];
    for (const subjects of [NEW_CONVERSATION_SUBJECTS, NEW_MESSAGE_SUBJECTS, NEW_MESSAGES_SUBJECTS, UNREAD_REMINDER_SUBJECTS]) {
      for (const locale of LOCALES)
        expect([locale, subjects[locale], neutralityProblems(subjects[locale], locale, names)]).toEqual([locale, subjects[locale], []]);
    }
  });
});
