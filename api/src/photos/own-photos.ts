import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { photoLimitFor, type OwnPhoto, type PhotoModerationMode, type PhotosResponse } from '@dating/shared/contracts/index';
import type { DbOrTx, Tx } from '../db/database';
import { photos, profiles, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { PHOTO_URL_PREFIX } from '../members/main-image';
import type { StoredPhotoFiles } from './photo-processing';

type PhotoRow = typeof photos.$inferSelect;

function toOwnPhoto(row: PhotoRow): OwnPhoto {
  return {
    id: row.id,
    filename: row.filename,
    thumb_filename: row.thumbFilename,
    match: `${PHOTO_URL_PREFIX}${row.matchFilename}`,
    status: row.status,
    is_main: row.isMain,
    position: row.position,
    width: row.width,
    height: row.height,
  };
}

/** A photo the member still has: a rejected one is gone for its owner too (they were told why). */
const kept = ne(photos.status, 'rejected');

/**
 * The member's photos in their order (main first among equals never: the order is the member's), those
 * waiting for review included (`pending`: the owner's eyes only until a moderator approves it).
 */
export async function listOwnPhotos(db: DbOrTx, profileId: number): Promise<OwnPhoto[]> {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.profileId, profileId), kept))
    .orderBy(asc(photos.position), asc(photos.id));
  return rows.map(toOwnPhoto);
}

export async function photoLimitOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
  return photoLimitFor(row?.paidUser ?? false);
}

export async function ownPhotosResponse(db: DbOrTx, viewer: { userId: number; profileId: number }): Promise<PhotosResponse> {
  const [list, limit] = await Promise.all([listOwnPhotos(db, viewer.profileId), photoLimitOf(db, viewer.userId)]);
  return { photos: list, limit };
}

/**
 * Serialises every photo change of one member: the profile row is locked for the transaction, so
 * two uploads at once are counted one after the other and can never pass the limit together.
 */
export async function lockProfile(tx: Tx, profileId: number): Promise<void> {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, profileId)).for('update');
}

/**
 * Adds an uploaded photo (files already written) if the member's tier allows one more; the first
 * photo becomes the main image. Throws 409 photo_limit_reached otherwise. Every upload enters the
 * moderators' queue (unreviewed): under the site's pre-moderation it waits `pending` (its owner sees
 * it, no one else), under post-moderation it is `active` at once and reviewed after.
 */
export async function addOwnPhoto(
  tx: Tx,
  viewer: { userId: number; profileId: number },
  files: StoredPhotoFiles & { width: number; height: number },
  moderation: PhotoModerationMode,
): Promise<void> {
  await lockProfile(tx, viewer.profileId);
  const limit = await photoLimitOf(tx, viewer.userId);
  const existing = await tx
    .select({ position: photos.position, isMain: photos.isMain })
    .from(photos)
    .where(and(eq(photos.profileId, viewer.profileId), kept));
  if (existing.length >= limit) {
    throw new ApiError(409, 'photo_limit_reached', `You can keep at most ${limit} photos.`, { field: 'photo' });
  }
  const position = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  await tx.insert(photos).values({
    profileId: viewer.profileId,
    ...files,
    status: moderation === 'pre' ? 'pending' : 'active',
    position,
    isMain: !existing.some((row) => row.isMain),
  });
}

/**
 * Makes the next photo the main one after the main photo went (deleted, or rejected by a moderator):
 * the first approved one in the member's order, else the first still waiting for review — never a
 * rejected one. The caller holds the profile's lock (or the photo row's) for the transaction.
 */
export async function promoteNextMain(tx: Tx, profileId: number): Promise<void> {
  const [next] = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), kept, eq(photos.isMain, false)))
    .orderBy(sql`${photos.status} = 'active' DESC`, asc(photos.position), asc(photos.id))
    .limit(1);
  if (next) await tx.update(photos).set({ isMain: true }).where(eq(photos.id, next.id));
}

/**
 * Deletes one of the member's photos (404 for anyone else's) and promotes the next photo in order
 * when it was the main one. Returns the files no other photo row still uses, for removal from disk
 * after the commit. A file can have several rows: the seed names a picture by a hash of what it drew
 * (docs/seed-portraits.md), and data folders seeded before every profile got a portrait of its own still
 * share the former pool's files, so a file goes only with the last row that names it.
 */
export async function deleteOwnPhoto(tx: Tx, profileId: number, photoId: number): Promise<StoredPhotoFiles[]> {
  await lockProfile(tx, profileId);
  const [photo] = await tx
    .delete(photos)
    .where(and(eq(photos.id, photoId), eq(photos.profileId, profileId)))
    .returning();
  if (!photo) throw notFound('Photo not found');
  if (photo.isMain) await promoteNextMain(tx, profileId);
  const [shared] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(photos)
    .where(and(eq(photos.filename, photo.filename), ne(photos.id, photo.id)));
  return (shared?.n ?? 0) > 0 ? [] : [{ filename: photo.filename, thumbFilename: photo.thumbFilename, matchFilename: photo.matchFilename }];
}

/**
 * Reorders the member's photos (`order` must list every own photo exactly once) and/or makes one
 * the main image. A photo that is not the member's is 404, as if it did not exist.
 */
export async function updateOwnPhotos(
  tx: Tx,
  profileId: number,
  update: { order?: number[] | undefined; main?: number | undefined },
): Promise<void> {
  await lockProfile(tx, profileId);
  const own = await tx
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.profileId, profileId), kept));
  const ownIds = new Set(own.map((row) => row.id));
  if (update.main !== undefined && !ownIds.has(update.main)) throw notFound('Photo not found');
  if (update.order !== undefined) {
    if (update.order.some((id) => !ownIds.has(id))) throw notFound('Photo not found');
    if (update.order.length !== ownIds.size) {
      throw new ApiError(400, 'validation_failed', 'order must list every photo of the profile once', { field: 'order' });
    }
    for (const [position, id] of update.order.entries()) {
      await tx.update(photos).set({ position }).where(eq(photos.id, id));
    }
  }
  if (update.main !== undefined) {
    // Clear first: the partial unique index allows one main photo per profile at any moment.
    await tx
      .update(photos)
      .set({ isMain: false })
      .where(and(eq(photos.profileId, profileId), ne(photos.id, update.main)));
    await tx
      .update(photos)
      .set({ isMain: true })
      .where(and(eq(photos.id, update.main), inArray(photos.id, [...ownIds])));
  }
}
