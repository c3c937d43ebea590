import type { AppContext } from '../app-context';
import type { MailJobSet } from './mail-job-set';

export function reminderMailJobs(_ctx: AppContext): MailJobSet {
  return { kinds: [], schedules: [] };
}
