import { inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { tokens } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';

/** An expired token is kept this long (a member asking why a link failed can still be answered), then deleted. */
export const EXPIRED_TOKEN_KEEP_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
/** Rows per DELETE: short statements, short locks. */
const BATCH = 500;
/** Batches per run: a backlog larger than this is finished by the next days' runs. */
const MAX_BATCHES = 100;

/**
 * Deletes one-time tokens of every kind (login, activation, reset, …) that expired more than
 * EXPIRED_TOKEN_KEEP_DAYS ago, in batches. Oldest first by id: tokens are issued in id order, so the
 * scan along the primary key meets the expired ones first. Returns how many went.
 */
async function pruneExpiredTokens(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EXPIRED_TOKEN_KEEP_DAYS * DAY_MS);
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = db.select({ id: tokens.id }).from(tokens).where(lt(tokens.expiresAt, cutoff)).orderBy(tokens.id).limit(BATCH);
    const deleted = await db.delete(tokens).where(inArray(tokens.id, due)).returning({ id: tokens.id });
    removed += deleted.length;
    if (deleted.length < BATCH) break;
  }
  return removed;
}

/** Daily, idempotent (a repeated run finds less or nothing to delete). */
export function pruneTokenJobs() {
  const kind = defineJobKind({
    name: 'prune-expired-tokens',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const removed = await pruneExpiredTokens(context.db, context.now());
      if (removed > 0) context.log.info({ removed }, 'deleted one-time tokens expired long ago');
    },
  });
  const schedule = defineSchedule({ name: 'prune-expired-tokens-daily', kind, payload: {}, spec: { dailyAtUtc: '03:40' } });
  return { kind, schedule };
}
