import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNotNull, lt, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPEAL_WINDOW_DAYS } from '@dating/shared/contracts/appeals';
import type { DbOrTx } from '../../db/database';
import { moderationAppeals, moderationDecisions, photos } from '../../db/schema';
import { enqueue } from '../../jobs/enqueue';
import { defineJobKind, type AnyJobKind, type JobContext } from '../../jobs/job-kind';
import { defineSchedule, type AnySchedule } from '../../jobs/schedules';
import { lockProfile } from '../own-photos';

/*
 * The quarantine of removed photos (docs/moderation.md). A photo a moderation decision removed may come back
 * on appeal, so its files are not deleted: they move out of the served photo folder (`<data>/photos`, the
 * static route /photos/) into `<data>/photo-quarantine`, which no route serves. They stay there as long as
 * an appeal can come (the appeal window) plus the time to decide it, then a daily job deletes them.
 */

/** How long a removed photo's files are kept: the appeal window and a month to decide the appeal. */
export const QUARANTINE_DAYS = APPEAL_WINDOW_DAYS + 30;
const DAY_MS = 86_400_000;

/** The folders a photo's files live in: served (`photos`) and not served (`quarantine`). */
export interface PhotoFolders {
  photos: string;
  quarantine: string;
}

export const photoFolders = (dataDir: string): PhotoFolders => ({
  photos: path.resolve(dataDir, 'photos'),
  quarantine: path.resolve(dataDir, 'photo-quarantine'),
});

const PhotoPayload = z.object({ photoId: z.number().int().positive() });
const RestorePayload = z.object({ photoId: z.number().int().positive(), staffId: z.number().int().positive() });

const unbound = (name: string) => () => Promise.reject(new Error(`the ${name} job runs with the kind of photoQuarantineJobs(folders)`));
const quarantineJob = defineJobKind({ name: 'quarantine-removed-photo-files', payload: PhotoPayload, handle: unbound('quarantine') });
const restoreJob = defineJobKind({ name: 'restore-quarantined-photo', payload: RestorePayload, handle: unbound('restore') });

/** In the removal's transaction: the photo is marked quarantined; its files move once that committed. */
export async function quarantineFilesLater(tx: DbOrTx, photoId: number, now: Date): Promise<void> {
  await tx.update(photos).set({ quarantinedAt: now }).where(eq(photos.id, photoId));
  await enqueue(tx, { kind: quarantineJob, payload: { photoId }, dedupeKey: String(photoId) });
}

/**
 * Whether a removed photo can still come back: rejected, its files in quarantine (not purged), its profile
 * there. The appeal's "lift" is refused otherwise, so the member is never told a photo is back that is not.
 */
export async function restorable(tx: DbOrTx, photoId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.status, 'rejected'), isNotNull(photos.quarantinedAt)));
  return row !== undefined;
}

/**
 * In the appeal decision's transaction: the photo comes back once that committed — files first, then the row
 * (active, reviewed by the moderator who granted the appeal, main only if the profile has none), so no list
 * ever shows a photo whose file is not there yet.
 */
export async function restoreFromQuarantineLater(tx: DbOrTx, input: { photoId: number; staffId: number }): Promise<void> {
  await enqueue(tx, { kind: restoreJob, payload: input, dedupeKey: String(input.photoId) });
}

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

/** Moves one file between the folders (a rename: both are in the data folder), a copy when another row still uses it. */
async function moveFile(name: string, from: string, to: string, keepSource: boolean): Promise<void> {
  const source = path.resolve(from, name);
  const target = path.resolve(to, name);
  // A stored name is a bare file name; anything else is not ours to move.
  if (path.dirname(source) !== from || path.dirname(target) !== to || !(await exists(source))) return;
  await fs.mkdir(to, { recursive: true });
  if (keepSource) await fs.copyFile(source, target);
  else await fs.rename(source, target);
}

const filesOf = (photo: typeof photos.$inferSelect) => [photo.filename, photo.thumbFilename, photo.matchFilename];

async function usedElsewhere(db: DbOrTx, photo: typeof photos.$inferSelect): Promise<boolean> {
  const [other] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.filename, photo.filename), ne(photos.id, photo.id)))
    .limit(1);
  return other !== undefined;
}

/** Idempotent: only a photo still removed and quarantined has its files moved out of the served folder. */
async function quarantineFiles(folders: PhotoFolders, payload: z.output<typeof PhotoPayload>, context: JobContext): Promise<void> {
  const [photo] = await context.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, payload.photoId), eq(photos.status, 'rejected'), isNotNull(photos.quarantinedAt)));
  if (!photo) return;
  const shared = await usedElsewhere(context.db, photo);
  for (const name of filesOf(photo)) {
    await moveFile(name, folders.photos, folders.quarantine, shared);
    // The purge's sweep reads the time a file entered quarantine (a rename keeps the upload's).
    const moved = path.resolve(folders.quarantine, name);
    if (await exists(moved)) await fs.utimes(moved, photo.quarantinedAt!, photo.quarantinedAt!);
  }
}

/** Idempotent: files back into the served folder, then the photo active again; a photo restored already is left. */
async function restorePhoto(folders: PhotoFolders, payload: z.output<typeof RestorePayload>, context: JobContext): Promise<void> {
  const [photo] = await context.db
    .select()
    .from(photos)
    .where(and(eq(photos.id, payload.photoId), eq(photos.status, 'rejected'), isNotNull(photos.quarantinedAt)));
  if (!photo) return;
  for (const name of filesOf(photo)) await moveFile(name, folders.quarantine, folders.photos, false);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    await lockProfile(tx, photo.profileId);
    const [main] = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.profileId, photo.profileId), eq(photos.isMain, true)));
    await tx
      .update(photos)
      .set({
        status: 'active',
        reviewedAt: now,
        reviewedByStaffId: payload.staffId,
        rejectionReason: null,
        quarantinedAt: null,
        isMain: main === undefined,
      })
      .where(and(eq(photos.id, photo.id), eq(photos.status, 'rejected')));
  });
  context.log.info({ photoId: photo.id }, 'removed photo restored on appeal');
}

/**
 * SQL condition on `photos`: an appeal against the decision that removed the photo is still open. Its files are
 * kept past the keep, so a late decision granting it can still restore the photo.
 */
const underOpenAppeal = (): SQL =>
  sql`EXISTS (SELECT 1 FROM ${moderationDecisions} JOIN ${moderationAppeals} ON ${moderationAppeals.decisionId} = ${moderationDecisions.id} WHERE ${moderationDecisions.kind} = 'remove_photo' AND ${moderationDecisions.photoId} = ${photos.id} AND ${moderationAppeals.status} = 'open')`;

/** Removes a bare file name from a folder (anything else is not ours); whether a file was there. */
async function removeIn(folder: string, name: string): Promise<boolean> {
  const file = path.resolve(folder, name);
  if (path.dirname(file) !== folder || !(await exists(file))) return false;
  await fs.rm(file, { force: true });
  return true;
}

/** Whether another photo row names the file (a seeded pool file): its served copy is that photo's too. */
async function namedElsewhere(db: DbOrTx, photoId: number, name: string): Promise<boolean> {
  const [other] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(or(eq(photos.filename, name), eq(photos.thumbFilename, name), eq(photos.matchFilename, name)), ne(photos.id, photoId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Deletes what outlived the quarantine: the files of photos quarantined before the cutoff (the row is kept,
 * rejected, no longer restorable) — and any copy of them still in the served folder (the move job died), unless
 * another photo uses that file — then any file left in the folder from before it (a photo whose row is gone).
 * A photo whose removal is under an open appeal is left, files and all, until the appeal is decided.
 */
export async function purgeQuarantine(db: DbOrTx, folders: PhotoFolders, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - QUARANTINE_DAYS * DAY_MS);
  const due = await db
    .select()
    .from(photos)
    .where(and(isNotNull(photos.quarantinedAt), lt(photos.quarantinedAt, cutoff), eq(photos.status, 'rejected'), not(underOpenAppeal())))
    .limit(1000);
  let removed = 0;
  for (const photo of due) {
    for (const name of filesOf(photo)) {
      if (await removeIn(folders.quarantine, name)) removed += 1;
      if (!(await namedElsewhere(db, photo.id, name)) && (await removeIn(folders.photos, name))) removed += 1;
    }
    await db.update(photos).set({ quarantinedAt: null }).where(eq(photos.id, photo.id));
  }
  const appealed = await db
    .select({ filename: photos.filename, thumbFilename: photos.thumbFilename, matchFilename: photos.matchFilename })
    .from(photos)
    .where(and(isNotNull(photos.quarantinedAt), underOpenAppeal()));
  const keep = new Set(appealed.flatMap((photo) => [photo.filename, photo.thumbFilename, photo.matchFilename]));
  const names = await fs.readdir(folders.quarantine).catch(() => [] as string[]);
  for (const name of names) {
    if (keep.has(name)) continue;
    const file = path.resolve(folders.quarantine, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtime.getTime() < cutoff.getTime()) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** The quarantine's job kinds and its daily purge, for photoModerationJobs. */
export function photoQuarantineJobs(folders: PhotoFolders): { kinds: AnyJobKind[]; schedules: AnySchedule[] } {
  const purge = defineJobKind({
    name: 'purge-photo-quarantine',
    payload: z.object({}),
    handle: async (_payload, context) => {
      const removed = await purgeQuarantine(context.db, folders, context.now());
      if (removed > 0) context.log.info({ removed }, 'quarantined photo files past their keep deleted');
    },
  });
  return {
    kinds: [
      {
        ...quarantineJob,
        handle: (payload: z.output<typeof PhotoPayload>, context: JobContext) => quarantineFiles(folders, payload, context),
      },
      { ...restoreJob, handle: (payload: z.output<typeof RestorePayload>, context: JobContext) => restorePhoto(folders, payload, context) },
      purge,
    ],
    schedules: [defineSchedule({ name: 'purge-photo-quarantine-daily', kind: purge, payload: {}, spec: { dailyAtUtc: '03:40' } })],
  };
}
