import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { LandingVisitRequest } from '@dating/shared/contracts/index';
import { cleanTrackingQuery } from '@dating/shared/tracking/tracking-query';
import type { Db } from '../db/database';
import { landingVisits } from '../db/schema';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';

/**
 * A landing page's visit begins (bounce logging, only for pages opened with `lb`): the page, its slug
 * and the tracking query — braces stripped and empty values dropped as signup does, since the body is
 * input all the same; network, ref and sub1 are kept. Answers the visit's id, the key of its end.
 */
export async function startLandingVisit(db: Db, input: LandingVisitRequest & { siteId: number; now: Date }): Promise<string> {
  const tracking = cleanTrackingQuery(input.tracking);
  const [row] = await db
    .insert(landingVisits)
    .values({
      page: input.page,
      slug: input.slug,
      network: tracking?.network ?? null,
      ref: tracking?.ref ?? null,
      sub1: tracking?.sub1 ?? null,
      siteId: input.siteId,
      createdAt: input.now,
    })
    .returning({ id: landingVisits.id });
  if (!row) throw new Error('landing visit: the insert returned nothing');
  return row.id;
}

/**
 * A visit ends: the first end counts (a later beacon of the same visit changes nothing), and an
 * unknown visit is quietly nothing — the caller learns nothing either way.
 */
export async function endLandingVisit(db: Db, input: { visit: string; acted: boolean; now: Date }): Promise<void> {
  await db
    .update(landingVisits)
    .set({ endedAt: input.now, acted: input.acted })
    .where(and(eq(landingVisits.id, input.visit), isNull(landingVisits.endedAt)));
}

/** How long visits are kept: the report looks back at most this far. */
export const LANDING_VISIT_DAYS = 90;
const DAY_MS = 86_400_000;
/** Rows deleted per statement, so a first clean-up of a big table never holds one long transaction. */
const PRUNE_BATCH = 5_000;
/** Batches per run at most: the rest waits for the next day's run. */
const PRUNE_BATCHES_MAX = 100;

/** Deletes visits older than LANDING_VISIT_DAYS; returns how many went. Idempotent. */
export async function pruneLandingVisits(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LANDING_VISIT_DAYS * DAY_MS);
  let removed = 0;
  for (let batch = 0; batch < PRUNE_BATCHES_MAX; batch += 1) {
    const old = db.select({ id: landingVisits.id }).from(landingVisits).where(lt(landingVisits.createdAt, cutoff)).limit(PRUNE_BATCH);
    const gone = await db.delete(landingVisits).where(inArray(landingVisits.id, old)).returning({ id: landingVisits.id });
    removed += gone.length;
    if (gone.length < PRUNE_BATCH) break;
  }
  return removed;
}

/** The daily clean-up of old visits on the job queue (docs/job-queue.md). */
export function landingVisitJobs() {
  const kind = defineJobKind({
    name: 'prune-landing-visits',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const removed = await pruneLandingVisits(context.db, context.now());
      if (removed > 0) context.log.info({ removed }, `removed landing visits older than ${LANDING_VISIT_DAYS} days`);
    },
  });
  const schedule = defineSchedule({ name: 'prune-landing-visits-daily', kind, payload: {}, spec: { dailyAtUtc: '04:10' } });
  return { kind, schedule };
}
