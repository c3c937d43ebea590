import { and, eq, inArray } from 'drizzle-orm';
import type { OwnProfileUpdate } from '@dating/shared/contracts/index';
import type { Db, Tx } from '../db/database';
import { interests, profileInterests, profiles, regions } from '../db/schema';
import { authenticationRequired, validationFailed } from '../http/errors';
import { listOwnPhotos, photoLimitOf } from '../photos/own-photos';
import { loadUser } from './user-record';

/** The member's own profile, photos and photo limit (the answer of GET/PUT /api/my-profile.php), and their user object. */
export async function loadOwnProfile(db: Db, viewer: { userId: number; profileId: number }) {
  const [user, photoList, limit] = await Promise.all([
    loadUser(db, viewer.userId),
    listOwnPhotos(db, viewer.profileId),
    photoLimitOf(db, viewer.userId),
  ]);
  if (!user) throw authenticationRequired();
  return { user, response: { profile: user.profile, photos: photoList, photo_limit: limit } };
}

/**
 * The checks a schema cannot make alone: the country is one we have regions for, the region lies in
 * the (new or kept) country, every interest exists. A country change without a region drops the
 * old region, which belongs to the old country.
 */
async function applyUpdate(
  tx: Tx,
  profileId: number,
  current: { country: string; regionId: number | null },
  update: OwnProfileUpdate,
): Promise<void> {
  const country = update.country ?? current.country;
  if (update.country !== undefined) {
    const [known] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.country, update.country)).limit(1);
    if (!known) throw validationFailed('country', 'countryInvalid');
  }
  let regionId = update.region_id === undefined ? current.regionId : update.region_id;
  if (update.region_id !== undefined && update.region_id !== null) {
    const [region] = await tx
      .select({ id: regions.id })
      .from(regions)
      .where(and(eq(regions.id, update.region_id), eq(regions.country, country)));
    if (!region) throw validationFailed('region_id', 'regionInvalid');
  } else if (update.region_id === undefined && update.country !== undefined && update.country !== current.country) {
    regionId = null;
  }
  if (update.interests !== undefined && update.interests.length > 0) {
    const found = await tx.select({ id: interests.id }).from(interests).where(inArray(interests.id, update.interests));
    if (found.length !== update.interests.length) throw validationFailed('interests', 'interestsInvalid');
  }

  await tx
    .update(profiles)
    .set({
      ...(update.name !== undefined && { name: update.name }),
      ...(update.gender !== undefined && { gender: update.gender }),
      ...(update.sexuality !== undefined && { sexuality: update.sexuality }),
      ...(update.date_of_birth !== undefined && { dateOfBirth: update.date_of_birth }),
      ...(update.country !== undefined && { country: update.country }),
      regionId,
      ...(update.city !== undefined && { city: update.city }),
      ...(update.hair_color !== undefined && { hairColor: update.hair_color }),
      ...(update.eye_color !== undefined && { eyeColor: update.eye_color }),
      ...(update.body_type !== undefined && { bodyType: update.body_type }),
      ...(update.relationship_status !== undefined && { relationshipStatus: update.relationship_status }),
      ...(update.tattoos !== undefined && { tattoos: update.tattoos }),
      ...(update.about_me !== undefined && { aboutMe: update.about_me }),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profileId));
  if (update.interests !== undefined) {
    await tx.delete(profileInterests).where(eq(profileInterests.profileId, profileId));
    if (update.interests.length > 0) {
      await tx.insert(profileInterests).values(update.interests.map((interestId) => ({ profileId, interestId })));
    }
  }
}

/** Saves a validated partial update of the member's profile fields and interests, all or nothing. */
export async function updateOwnProfile(
  db: Db,
  profileId: number,
  current: { country: string; regionId: number | null },
  update: OwnProfileUpdate,
): Promise<void> {
  await db.transaction((tx) => applyUpdate(tx, profileId, current, update));
}
