import type { AnyJobKind } from '../jobs/job-kind';
import type { AnySchedule } from '../jobs/schedules';

/** The job kinds and schedules of one group of notification mails (mail-jobs.ts gathers them). */
export interface MailJobSet {
  kinds: AnyJobKind[];
  schedules: AnySchedule[];
}
