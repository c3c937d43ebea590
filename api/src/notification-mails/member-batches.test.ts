import { vi } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { jobs, notificationMails, notificationSettings, notificationsDisabled, outbox, profiles, sites, users } from '../db/schema';
import { enqueue } from '../jobs/enqueue';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { defineMemberCampaign, MEMBER_BATCH_SIZE, type MemberCandidate } from './member-batches';
import { sendMemberMail } from './member-mail';

const context = setupTestContext();
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const SUBJECT = 'A test of the fan-out';
const MEMBERS = 450;

/** A campaign over this file's members only (the seed's demo members stay out of the counts). */
const campaign = defineMemberCampaign({
  kind: 'test-member-batch',
  type: 'news',
  args: z.object({ run: z.string(), prefix: z.string() }),
  campaign: (args) => `test:${args.run}`,
  where: (args) => like(users.email, `${args.prefix}%`),
});

async function createMembers(n: number): Promise<number[]> {
  const db = context().database.db;
  const [site] = await db.select({ id: sites.id }).from(sites).orderBy(asc(sites.id)).limit(1);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        siteId: site!.id,
        email: `fanout-${String(i).padStart(4, '0')}@demo.test`,
        passwordHash: 'x',
        status: 'confirmed' as const,
      })),
    )
    .returning({ id: users.id });
  await db.insert(profiles).values(
    rows.map((row, i) => ({
      userId: row.id,
      name: `Fan ${i}`,
      status: 'active' as const,
      country: 'NL',
      city: 'Utrecht',
      gender: 'female' as const,
      sexuality: 'hetero' as const,
      dateOfBirth: '1990-01-01',
    })),
  );
  return rows.map((row) => row.id);
}

function worker(clock: Date, sent: MemberCandidate[] = []) {
  const ctx = context().app.context;
  const kind = campaign.kind(ctx, async (member, args, job) => {
    sent.push(member);
    return sendMemberMail(ctx, {
      userId: member.userId,
      type: 'news',
      key: `test:${args.run}`,
      target: '/members',
      now: job.now(),
      compose: (_recipient, link) => ({ subject: SUBJECT, blocks: ['Hello,', { href: link, label: 'Open' }] }),
    });
  });
  return createWorker({ db: context().database.db, log, kinds: [kind], now: () => clock });
}

async function mailsPerMember(run: string): Promise<Map<number, number>> {
  const rows = await context()
    .database.db.select({ userId: notificationMails.userId })
    .from(notificationMails)
    .where(and(eq(notificationMails.type, 'news'), eq(notificationMails.key, `test:${run}`)));
  const perMember = new Map<number, number>();
  for (const row of rows) perMember.set(row.userId, (perMember.get(row.userId) ?? 0) + 1);
  return perMember;
}

const outboxCount = async () =>
  (await context().database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.subject, SUBJECT))).length;

let ids: number[] = [];
const clock = new Date('2030-05-06T10:00:00Z');

beforeAll(async () => {
  ids = await createMembers(MEMBERS);
}, 60_000);

it('mails 450 members in three batches of at most 200, each once, and a repeated batch sends nothing twice', async () => {
  const db = context().database.db;
  const sent: MemberCandidate[] = [];
  expect(await campaign.start(db, { run: 'a', prefix: 'fanout-' }, clock)).toBe(true);
  // Started twice before it ran: one first batch.
  expect(await campaign.start(db, { run: 'a', prefix: 'fanout-' }, clock)).toBe(false);
  expect(await campaign.countRecipients(db, { run: 'a', prefix: 'fanout-' }, 'test:a')).toBe(MEMBERS);

  expect(await worker(clock, sent).drain()).toBe(3);
  const batches = await db
    .select({ payload: jobs.payload, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.kind, 'test-member-batch'))
    .orderBy(asc(jobs.id));
  expect(batches.map((job) => [(job.payload as { after: number }).after, job.status])).toEqual([
    [0, 'done'],
    [ids[MEMBER_BATCH_SIZE - 1], 'done'],
    [ids[2 * MEMBER_BATCH_SIZE - 1], 'done'],
  ]);
  expect(sent.map((member) => member.userId)).toEqual(ids);
  const perMember = await mailsPerMember('a');
  expect(perMember.size).toBe(MEMBERS);
  expect([...perMember.values()].every((n) => n === 1)).toBe(true);
  expect(await outboxCount()).toBe(MEMBERS);
  expect(await campaign.countRecipients(db, { run: 'a', prefix: 'fanout-' }, 'test:a')).toBe(0);

  // The second batch again (a crash after its mails, before its "done"): it and the batch it
  // enqueues again find every member mailed.
  await enqueue(db, {
    kind: campaign.kind(context().app.context, () => Promise.resolve('skipped')),
    payload: { campaign: 'test:a', args: { run: 'a', prefix: 'fanout-' }, after: ids[MEMBER_BATCH_SIZE - 1]! },
    now: clock,
  });
  expect(await worker(clock).drain()).toBe(2);
  expect(await outboxCount()).toBe(MEMBERS);
}, 60_000);

it('leaves out members whose switch for the type is off or whose mail was stopped, in the query', async () => {
  const db = context().database.db;
  await db.insert(notificationSettings).values({ userId: ids[MEMBERS - 1]!, type: 'news', email: false, push: true });
  await db.insert(notificationsDisabled).values({ userId: ids[MEMBERS - 2]!, reason: 'bounce' });
  // Another type's switch changes nothing.
  await db.insert(notificationSettings).values({ userId: ids[MEMBERS - 3]!, type: 'weekly_updates', email: false, push: true });
  expect(await campaign.countRecipients(db, { run: 'b', prefix: 'fanout-' }, 'test:b')).toBe(MEMBERS - 2);
});

it('sends each member one mail when two workers run the same batch at once', async () => {
  const db = context().database.db;
  // The first 100 members (fanout-00xx), one batch, in two jobs (as when a lease ran out mid-run).
  const args = { run: 'c', prefix: 'fanout-00' };
  const kind = campaign.kind(context().app.context, () => Promise.resolve('skipped'));
  for (let i = 0; i < 2; i += 1) await enqueue(db, { kind, payload: { campaign: 'test:c', args, after: 0 }, now: clock });
  const before = await outboxCount();
  const [a, b] = await Promise.all([worker(clock).drain(), worker(clock).drain()]);
  expect(a + b).toBe(2);
  const perMember = await mailsPerMember('c');
  expect(perMember.size).toBe(100);
  expect([...perMember.values()].every((n) => n === 1)).toBe(true);
  expect(await outboxCount()).toBe(before + 100);
}, 60_000);
