import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { pathTo } from '@dating/shared/routes/path-to';
import { PHOTO_REVIEW_TEXTS, photoRejectionText } from '@dating/shared/i18n/photo-review-texts';
import type { AppContext } from '../../app-context';
import type { DbOrTx, Tx } from '../../db/database';
import { notifications, photos } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind, type AnyJobKind, type JobContext } from '../../jobs/job-kind';
import type { AnySchedule } from '../../jobs/schedules';
import { sendMemberMail } from '../../notification-mails/member-mail';
import { photoFolders, photoQuarantineJobs } from './photo-quarantine';

/** The in-app notification's type (mf-account's notifications list reads `reason` and `kind` from its payload). */
const PHOTO_REJECTED_NOTIFICATION = 'photo_rejected';

const NoticePayload = z.object({
  userId: z.number().int().positive(),
  kind: z.enum(['profile', 'chat']),
  /** The photo's row id within its kind: names the mail, so a retry never sends it twice. */
  photoId: z.number().int().positive(),
  reason: z.string().max(64),
});
type NoticePayload = z.output<typeof NoticePayload>;

const rejectionMailJob = defineJobKind({
  name: 'photo-rejected-mail',
  payload: NoticePayload,
  handle: () => Promise.reject(new Error('the photo-rejected-mail job runs with the kind of photoModerationJobs(ctx)')),
});

const RemoveFilesPayload = z.object({ photoId: z.number().int().positive() });

/**
 * Tells a member, in the rejection's transaction, that a photo of theirs was not approved: the in-app
 * notification now, the mail from the job queue once this commits (by their mail preferences: the
 * account notices go with the `reminders` switch). Neither carries anything but that a photo was not
 * approved and why — no picture, no file name, no conversation or other member.
 */
export async function tellPhotoRejected(tx: Tx, notice: NoticePayload): Promise<void> {
  await tx.insert(notifications).values({
    userId: notice.userId,
    type: PHOTO_REJECTED_NOTIFICATION,
    payload: { kind: notice.kind, reason: notice.reason },
  });
  await enqueue(tx, { kind: rejectionMailJob, payload: notice, dedupeKey: `${notice.kind}:${notice.photoId}` });
}

/**
 * A profile photo rejected in the photo queue loses its files once the rejection committed: a kept URL opens
 * nothing either. (A photo removed by a moderation decision goes to quarantine instead: photo-quarantine.ts.)
 */
export async function removeRejectedFilesLater(tx: DbOrTx, photoId: number): Promise<void> {
  await enqueue(tx, { kind: removeFilesJob, payload: { photoId }, dedupeKey: String(photoId) });
}

const removeFilesJob = defineJobKind({
  name: 'remove-rejected-photo-files',
  payload: RemoveFilesPayload,
  handle: () => Promise.reject(new Error('the remove-rejected-photo-files job runs with the kind of photoModerationJobs(ctx)')),
});

async function sendRejectionMail(ctx: AppContext, payload: NoticePayload, context: JobContext): Promise<void> {
  await sendMemberMail(ctx, {
    userId: payload.userId,
    type: 'reminders',
    key: `photo-rejected:${payload.kind}:${payload.photoId}`,
    target: payload.kind === 'profile' ? pathTo('profile') : pathTo('chats'),
    now: context.now(),
    compose: (recipient, link) => {
      const t = PHOTO_REVIEW_TEXTS[recipient.locale] ?? PHOTO_REVIEW_TEXTS.en;
      return {
        subject: t.subject,
        blocks: [
          payload.kind === 'profile' ? t.profileRejected : t.chatRejected,
          `${t.reasonLabel}: ${photoRejectionText(recipient.locale, payload.reason)}`,
          t.next,
          { href: link, label: t.button },
        ],
      };
    },
  });
}

/** Idempotent: only a photo still rejected loses its files, and only files no other row uses. */
async function removeRejectedFiles(photoDir: string, payload: z.output<typeof RemoveFilesPayload>, context: JobContext): Promise<void> {
  const [photo] = await context.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, payload.photoId), eq(photos.status, 'rejected')));
  if (!photo) return;
  const [shared] = await context.db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.filename, photo.filename), ne(photos.id, photo.id)))
    .limit(1);
  if (shared) return;
  const root = path.resolve(photoDir);
  await Promise.all(
    [photo.filename, photo.thumbFilename, photo.matchFilename].map(async (name) => {
      const target = path.resolve(root, name);
      if (path.dirname(target) === root) await fs.rm(target, { force: true });
    }),
  );
}

/** The moderation's job kinds (the quarantine's too) and the quarantine's daily purge, for appJobs. */
export function photoModerationJobs(ctx: AppContext): { kinds: AnyJobKind[]; schedules: AnySchedule[] } {
  const photoDir = path.join(ctx.config.dataDir, 'photos');
  const quarantine = photoQuarantineJobs(photoFolders(ctx.config.dataDir));
  return {
    schedules: quarantine.schedules,
    kinds: [
      ...quarantine.kinds,
      { ...rejectionMailJob, handle: (payload: NoticePayload, context: JobContext) => sendRejectionMail(ctx, payload, context) },
      {
        ...removeFilesJob,
        handle: (payload: z.output<typeof RemoveFilesPayload>, context: JobContext) => removeRejectedFiles(photoDir, payload, context),
      },
    ],
  };
}
