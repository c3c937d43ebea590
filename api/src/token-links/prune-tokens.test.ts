import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { issueOneTimeToken, type TokenKind } from '../auth/one-time-tokens';
import { jobs, tokens } from '../db/schema';
import { appJobs } from '../jobs/app-jobs';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';
import { EXPIRED_TOKEN_KEEP_DAYS } from './prune-tokens';

const context = setupTestContext();
const DAY = 24 * 60 * 60_000;

it(`runs daily on the job queue and deletes tokens of every kind expired more than ${EXPIRED_TOKEN_KEEP_DAYS} days ago`, async () => {
  const ctx = context();
  const db = ctx.database.db;
  let clock = new Date('2030-05-01T12:00:00Z');
  const all = appJobs(ctx.app.context);
  const kinds = all.kinds.filter((kind) => kind.name === 'prune-expired-tokens');
  const schedules = all.schedules.filter((schedule) => schedule.name === 'prune-expired-tokens-daily');
  expect([kinds.length, schedules.length]).toEqual([1, 1]);
  const worker = createWorker({ db, log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() }, kinds, schedules, now: () => clock });

  const member = await createTestMember(ctx, { prefix: 'prune-tokens' });
  /** A token of `kind` that expires `expiresInDays` after the clock (negative: expired that long ago). */
  const tokenExpiring = async (kind: TokenKind, expiresInDays: number) => {
    const issued = await issueOneTimeToken(db, {
      kind,
      userId: member.id,
      ttlMinutes: 60,
      now: new Date(clock.getTime() + expiresInDays * DAY - 60 * 60_000),
    });
    if (!issued.ok) throw new Error('not issued');
  };
  await tokenExpiring('login', -(EXPIRED_TOKEN_KEEP_DAYS + 1));
  await tokenExpiring('reset', -(EXPIRED_TOKEN_KEEP_DAYS + 5));
  await tokenExpiring('activation', -(EXPIRED_TOKEN_KEEP_DAYS - 1));
  await tokenExpiring('login', 1);
  const left = async () =>
    (await db.select({ kind: tokens.kind }).from(tokens).where(eq(tokens.userId, member.id))).map((row) => row.kind).sort();

  // Registered now; the first run is at the next 03:40 UTC.
  expect(await worker.drain()).toBe(0);
  expect(await left()).toHaveLength(4);
  clock = new Date('2030-05-02T03:40:00Z');
  expect(await worker.drain()).toBe(1);
  expect(await left()).toEqual(['activation', 'login']);
  expect(await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, 'prune-expired-tokens'))).toEqual([{ status: 'done' }]);

  // The next day the activation token's 30 days are over too; the live login token stays.
  clock = new Date('2030-05-03T03:40:00Z');
  expect(await worker.drain()).toBe(1);
  expect(await left()).toEqual(['login']);
});
