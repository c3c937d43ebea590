import { getInboxFiguresEndpoint } from '@dating/shared/contracts/staff-inbox';
import type { Locale } from '@dating/shared/contracts/locales';
import { messages, personaReplies } from '../../db/schema';
import { conversation } from '../../test/builders/conversations';
import { createTestMember } from '../../test/builders/members';
import { fictionalProfile } from '../../test/builders/profiles';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';

const context = setupTestContext();

const DAY_MS = 86_400_000;

/** A persona's reply by `staffId`, `waited` seconds after the member's message, `daysAgo` days ago. */
async function reply(input: {
  conversationId: number;
  persona: number;
  staffId: number;
  language: Locale;
  waited: number | null;
  daysAgo?: number;
}) {
  const db = context().database.db;
  const at = new Date(Date.now() - (input.daysAgo ?? 0) * DAY_MS - 60_000);
  const [message] = await db
    .insert(messages)
    .values({ conversationId: input.conversationId, senderProfileId: input.persona, body: 'Hi!', createdAt: at })
    .returning({ id: messages.id });
  await db.insert(personaReplies).values({
    messageId: message!.id,
    staffId: input.staffId,
    language: input.language,
    waitedSeconds: input.waited,
    createdAt: at,
  });
}

/** A member (in `language`) whose newest message to a persona waits since `minutesAgo` minutes. */
async function waitingConversation(language: Locale, minutesAgo: number) {
  const member = await createTestMember(context(), { prefix: 'figures', language });
  const persona = await fictionalProfile(context());
  const id = await conversation(context(), { starter: member.profileId, other: persona });
  await context()
    .database.db.insert(messages)
    .values({
      conversationId: id,
      senderProfileId: member.profileId,
      body: 'Hello?',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
  return { id, persona, member };
}

describe('the inbox figures', () => {
  it('count answers per operator and language with their median and p90 wait, over the days asked; the queue now', async () => {
    const admin = await createTestStaff(context(), { prefix: 'figures-admin', role: 'admin' });
    const cookie = await staffSessionCookie(context(), admin);
    const figures = (days?: number) => injectOk(context().app, getInboxFiguresEndpoint, { as: cookie, query: days ? { days } : {} });
    const before = await figures();

    const [ada, bob] = [await createTestStaff(context(), { prefix: 'ada' }), await createTestStaff(context(), { prefix: 'bob' })];
    // A conversation that waits now (Finnish, for 30 minutes), and one that the replies below answer.
    await waitingConversation('fi', 30);
    const answeredOne = await waitingConversation('nl', 90);
    const base = { conversationId: answeredOne.id, persona: answeredOne.persona };
    for (const waited of [10, 20, 30, 40, 100]) await reply({ ...base, staffId: ada.id, language: 'nl', waited });
    await reply({ ...base, staffId: bob.id, language: 'fi', waited: 60 });
    // A persona's second message in a row answered nothing; an answer of 8 days ago is outside the week.
    await reply({ ...base, staffId: bob.id, language: 'fi', waited: null });
    await reply({ ...base, staffId: bob.id, language: 'fi', waited: 5000, daysAgo: 8 });

    const week = await figures();
    expect(week.days).toBe(7);
    expect(week.operators.filter((row) => [ada.id, bob.id].includes(row.staff_id))).toEqual([
      // percentile_cont: the median of 10…100 is 30; p90 lies 0.6 of the way from 40 to 100.
      { staff_id: ada.id, email: ada.email, answered: 5, median_seconds: 30, p90_seconds: 76 },
      { staff_id: bob.id, email: bob.email, answered: 1, median_seconds: 60, p90_seconds: 60 },
    ]);
    expect(week.queue.length).toBe(before.queue.length + 1);
    expect(week.queue.oldest_waiting_seconds).toBeGreaterThanOrEqual(30 * 60 - 5);
    const fi = week.languages.find((row) => row.language === 'fi');
    expect(fi).toMatchObject({ answered: 1, median_seconds: 60, p90_seconds: 60 });
    expect(fi!.queue_length).toBe((before.languages.find((row) => row.language === 'fi')?.queue_length ?? 0) + 1);
    expect(fi!.oldest_waiting_seconds).toBeGreaterThanOrEqual(30 * 60 - 5);
    expect(week.languages.find((row) => row.language === 'nl')).toMatchObject({ answered: 5, median_seconds: 30, p90_seconds: 76 });
    const languages = week.languages.map((row) => row.language);
    expect(languages).toEqual([...languages].sort());

    const month = await figures(30);
    expect(month.operators.find((row) => row.staff_id === bob.id)).toMatchObject({ answered: 2, median_seconds: 2530, p90_seconds: 4506 });
    // Reading figures changes nothing, and writes no audit row.
    expect(await auditRowsOf(context(), admin.id)).toEqual([]);
  });
});
