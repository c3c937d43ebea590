import path from 'node:path';
import { eraseJobs } from '../account-deletion/erase-scheduler';
import { chatPhotoDir } from '../chat-photos/chat-photos';
import { chatPhotoJobs } from '../chat-photos/prune-job';
import { complaintMailJobs } from '../complaints/complaint-mails';
import { welcomeDiscountJobs } from '../discounts/welcome-discount';
import type { AppContext } from '../app-context';
import { landingVisitJobs } from '../landers/landing-visits';
import { notificationMailJobs } from '../notification-mails/mail-jobs';
import { pushJobs } from '../push/push-jobs';
import { reconcileJobs } from '../payments/reconcile';
import { createSandboxPsp } from '../payments/sandbox/sandbox-psp';
import { processPaymentWebhook } from '../payments/webhook-inbox';
import { realtimeJobs } from '../realtime/prune-job';
import { sanctionJobs } from '../staff/sanctions/end-suspensions-job';
import { pruneTokenJobs } from '../token-links/prune-tokens';
import { moderationNoticeJobs } from '../staff/moderation/moderation-notices';
import { photoModerationJobs } from '../photos/moderation/rejection-notice';
import type { AnyJobKind } from './job-kind';
import type { AnySchedule } from './schedules';

/** Every job kind and schedule of the api: what the worker started by main.ts runs. New kinds are added here. */
export function appJobs(ctx: AppContext): { kinds: AnyJobKind[]; schedules: AnySchedule[] } {
  const { config } = ctx;
  const erase = eraseJobs({ photoDir: path.join(config.dataDir, 'photos'), chatPhotoDir: chatPhotoDir(config.dataDir) });
  const realtime = realtimeJobs();
  const chatPhotos = chatPhotoJobs({ chatPhotoDir: chatPhotoDir(config.dataDir) });
  const sandboxPsp = createSandboxPsp({ secret: config.sandboxPspSecret });
  const reconcile = reconcileJobs(sandboxPsp.provider);
  const welcome = welcomeDiscountJobs();
  const landingVisits = landingVisitJobs();
  const mails = notificationMailJobs(ctx);
  const push = pushJobs(ctx);
  const prunedTokens = pruneTokenJobs();
  const photoModeration = photoModerationJobs(ctx);
  const complaintMails = complaintMailJobs(ctx);
  const sanctions = sanctionJobs();
  return {
    kinds: [
      erase.kind,
      realtime.kind,
      chatPhotos.kind,
      processPaymentWebhook,
      reconcile.kind,
      welcome.kind,
      landingVisits.kind,
      prunedTokens.kind,
      sanctions.kind,
      ...sandboxPsp.jobs.kinds,
      ...mails.kinds,
      ...push.kinds,
      ...photoModeration.kinds,
      ...complaintMails.kinds,
      ...moderationNoticeJobs(ctx),
    ],
    schedules: [
      erase.schedule,
      realtime.schedule,
      chatPhotos.schedule,
      reconcile.schedule,
      welcome.schedule,
      landingVisits.schedule,
      prunedTokens.schedule,
      sanctions.schedule,
      ...sandboxPsp.jobs.schedules,
      ...mails.schedules,
      ...push.schedules,
      ...photoModeration.schedules,
    ],
  };
}
