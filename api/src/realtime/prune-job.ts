import { z } from 'zod';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { pruneEvents } from './member-events';

/**
 * The realtime log's pruning on the job queue: every 15 minutes, events older than 24 h and those
 * beyond each member's newest 500 go (a client further behind gets `reset` and reloads its lists).
 * Idempotent: a repeated run finds less or nothing to remove.
 */
export function realtimeJobs() {
  const kind = defineJobKind({
    name: 'prune-member-events',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const removed = await pruneEvents(context.db, context.now());
      if (removed > 0) context.log.info({ removed }, 'pruned realtime events beyond the resume window');
    },
  });
  const schedule = defineSchedule({ name: 'prune-member-events-15m', kind, payload: {}, spec: { everyMinutes: 15 } });
  return { kind, schedule };
}
