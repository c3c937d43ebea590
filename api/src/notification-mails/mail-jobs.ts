import type { AppContext } from '../app-context';
import { likeMailJobs } from './like-mails';
import type { MailJobSet } from './mail-job-set';
import { messageMailJobs } from './message-mails';
import { newsMailJobs } from './news-mails';
import { promotionMailJobs } from './promotion-mails';
import { reminderMailJobs } from './reminder-mails';
import { weeklyUpdateJobs } from './weekly-updates';

/** Every notification mail's job kinds and schedules (docs/notification-mails.md); appJobs runs them. */
export function notificationMailJobs(ctx: AppContext): MailJobSet {
  const sets = [
    messageMailJobs(ctx),
    likeMailJobs(ctx),
    promotionMailJobs(ctx),
    weeklyUpdateJobs(ctx),
    newsMailJobs(ctx),
    reminderMailJobs(ctx),
  ];
  return { kinds: sets.flatMap((set) => set.kinds), schedules: sets.flatMap((set) => set.schedules) };
}
