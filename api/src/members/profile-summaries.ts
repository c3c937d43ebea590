import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ProfileSummary } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { photos, profiles, users } from '../db/schema';
import { ageOn } from './age';
import { toMainImage } from './main-image';

/**
 * What lists of other members show of each profile. Deleted profiles are left out (callers drop
 * entries whose profile is missing). Invisible members never appear online. A visitor sees only the
 * photos public surfaces may show (`public_photo`, migration 0029); another profile's card has none.
 */
export async function loadProfileSummaries(
  db: Db,
  ids: readonly number[],
  now = new Date(),
  options: { visitor?: boolean } = {},
): Promise<Map<number, ProfileSummary>> {
  const result = new Map<number, ProfileSummary>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      dateOfBirth: profiles.dateOfBirth,
      gender: profiles.gender,
      country: profiles.country,
      city: profiles.city,
      online: profiles.online,
      fictional: profiles.fictional,
      publicPhoto: profiles.publicPhoto,
      invisible: users.invisible,
      filename: photos.filename,
      thumbFilename: photos.thumbFilename,
      matchFilename: photos.matchFilename,
      photoStatus: photos.status,
    })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    // Only an approved main photo goes out to others; one waiting for review or rejected is none.
    // `is_main` keeps the photos_one_main partial index usable; the status is checked on its one row.
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    // An account waiting for deletion is hidden from everyone at once, like a deleted one.
    .where(and(inArray(profiles.id, [...new Set(ids)]), isNull(profiles.deletedAt), isNull(profiles.deletionRequestedAt)));
  for (const row of rows) {
    result.set(row.id, {
      id: row.id,
      name: row.name,
      age: ageOn(row.dateOfBirth, now),
      gender: row.gender,
      country: row.country,
      city: row.city,
      main_image:
        options.visitor && !row.publicPhoto
          ? null
          : toMainImage({
              filename: row.filename,
              thumbFilename: row.thumbFilename,
              matchFilename: row.matchFilename,
              status: row.photoStatus,
            }),
      online: row.online && !row.invisible,
      fictional: row.fictional,
    });
  }
  return result;
}
