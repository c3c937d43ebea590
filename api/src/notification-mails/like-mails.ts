import type { AppContext } from '../app-context';
import type { MailJobSet } from './mail-job-set';

export function likeMailJobs(_ctx: AppContext): MailJobSet {
  return { kinds: [], schedules: [] };
}
