import { z } from 'zod';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { eraseDueAccounts } from './erase';

/**
 * The erase job on the job queue: hourly, deleted accounts whose 14 days are over are erased for good.
 * Idempotent as every handler must be: a repeated run finds only accounts still due (each one is
 * erased in its own transaction, picked FOR UPDATE SKIP LOCKED), so a run cut short by a crash is
 * simply continued by the next one. Tests call eraseDueAccounts with their own `now` directly.
 */
export function eraseJobs(options: { photoDir: string; chatPhotoDir: string }) {
  const kind = defineJobKind({
    name: 'erase-due-accounts',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const erased = await eraseDueAccounts(context.db, { now: context.now(), ...options });
      if (erased.length > 0) context.log.info({ erased: erased.length }, 'erased deleted accounts whose 14 days were over');
    },
  });
  const schedule = defineSchedule({ name: 'erase-due-accounts-hourly', kind, payload: {}, spec: { everyMinutes: 60 } });
  return { kind, schedule };
}
