import { z } from 'zod';
import { defineJobKind } from '../jobs/job-kind';
import { defineSchedule } from '../jobs/schedules';
import { pruneUnsentChatPhotos } from './chat-photos';

/** Chat photos uploaded but never sent go after a day: hourly, idempotent. */
export function chatPhotoJobs(options: { chatPhotoDir: string }) {
  const kind = defineJobKind({
    name: 'prune-unsent-chat-photos',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const removed = await pruneUnsentChatPhotos(context.db, options.chatPhotoDir, context.now());
      if (removed > 0) context.log.info({ removed }, 'removed chat photos never sent');
    },
  });
  const schedule = defineSchedule({ name: 'prune-unsent-chat-photos-hourly', kind, payload: {}, spec: { everyMinutes: 60 } });
  return { kind, schedule };
}
