import { z } from 'zod';
import { defineJobKind } from '../../jobs/job-kind';
import { defineSchedule } from '../../jobs/schedules';
import { endSuspensions } from './sanctions';

/**
 * Suspensions end by themselves at `suspended_until`: login refuses only a suspension still running and
 * clears an ended one, and this job clears the rest every 5 minutes, so a suspended member's profile is
 * back in search and the lists at most 5 minutes after the end. Idempotent.
 */
export function sanctionJobs() {
  const kind = defineJobKind({
    name: 'end-suspensions',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const ended = await endSuspensions(context.db, context.now());
      if (ended > 0) context.log.info({ ended }, 'ended suspensions past their end');
    },
  });
  const schedule = defineSchedule({ name: 'end-suspensions-5m', kind, payload: {}, spec: { everyMinutes: 5 } });
  return { kind, schedule };
}
