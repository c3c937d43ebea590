import { vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { jobs, users } from '../db/schema';
import { appJobs } from '../jobs/app-jobs';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';

const context = setupTestContext();
const DAY = 24 * 60 * 60_000;

it('runs on the job queue every hour and erases the accounts whose 14 days are over', async () => {
  const ctx = context();
  const db = ctx.database.db;
  let clock = new Date('2030-03-01T10:20:00Z');
  // The erase job alone (the api's other schedules would add their own runs to the counts below).
  const all = appJobs(ctx.app.context);
  const kinds = all.kinds.filter((kind) => kind.name === 'erase-due-accounts');
  const schedules = all.schedules.filter((schedule) => schedule.name === 'erase-due-accounts-hourly');
  const worker = createWorker({ db, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, kinds, schedules, now: () => clock });

  const due = await createTestMember(ctx, { prefix: 'erase-due' });
  const waiting = await createTestMember(ctx, { prefix: 'erase-waiting' });
  await db
    .update(users)
    .set({ deletionRequestedAt: new Date(clock.getTime() - 15 * DAY) })
    .where(eq(users.id, due.id));
  await db
    .update(users)
    .set({ deletionRequestedAt: new Date(clock.getTime() - 2 * DAY) })
    .where(eq(users.id, waiting.id));

  // Registered now, first run at the next full hour.
  expect(await worker.drain()).toBe(0);
  clock = new Date('2030-03-01T11:00:00Z');
  expect(await worker.drain()).toBe(1);
  const left = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [due.id, waiting.id]));
  expect(left).toEqual([{ id: waiting.id }]);
  expect(await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'erase-due-accounts'))).toEqual([{ status: 'done' }]);

  // Not again within the hour; the next hour's run finds nothing new to erase, and that is fine.
  clock = new Date('2030-03-01T11:59:00Z');
  expect(await worker.drain()).toBe(0);
  clock = new Date('2030-03-01T12:00:00Z');
  expect(await worker.drain()).toBe(1);
  expect(await db.select({ id: users.id }).from(users).where(eq(users.id, waiting.id))).toHaveLength(1);
});
