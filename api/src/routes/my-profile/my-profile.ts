import { and, eq, inArray } from 'drizzle-orm';
import {
  OwnProfileResponseSchema,
  OwnProfileUpdateSchema,
  ownProfileUpdateSchemaFor,
  type OwnProfileUpdate,
} from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { requireViewer } from '../../auth/viewer';
import type { Db, Tx } from '../../db/database';
import { interests, profileInterests, profiles, regions } from '../../db/schema';
import { authenticationRequired, validationFailed } from '../../http/errors';
import { parseWith } from '../../http/parse';
import { loadUser } from '../../members/user-record';
import { listOwnPhotos, photoLimitOf } from '../../photos/own-photos';

async function ownProfile(db: Db, viewer: { userId: number; profileId: number }) {
  const [user, photoList, limit] = await Promise.all([loadUser(db, viewer.userId), listOwnPhotos(db, viewer.profileId), photoLimitOf(db, viewer.userId)]);
  if (!user) throw authenticationRequired();
  return { user, response: { profile: user.profile, photos: photoList, photo_limit: limit } };
}

/**
 * The checks a schema cannot make alone: the country is one we have regions for, the region lies in
 * the (new or kept) country, every interest exists. A country change without a region drops the
 * old region, which belongs to the old country.
 */
async function applyUpdate(tx: Tx, profileId: number, current: { country: string; regionId: number | null }, update: OwnProfileUpdate): Promise<void> {
  const country = update.country ?? current.country;
  if (update.country !== undefined) {
    const [known] = await tx.select({ id: regions.id }).from(regions).where(eq(regions.country, update.country)).limit(1);
    if (!known) throw validationFailed('country', 'countryInvalid');
  }
  let regionId = update.region_id === undefined ? current.regionId : update.region_id;
  if (update.region_id !== undefined && update.region_id !== null) {
    const [region] = await tx.select({ id: regions.id }).from(regions).where(and(eq(regions.id, update.region_id), eq(regions.country, country)));
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

/**
 * GET /api/my-profile.php: the member's own profile (§3), photos and photo limit.
 * PUT /api/my-profile.php: a partial update of the profile fields, validated with the shared
 * schema (the name rule that needs the e-mail included); answers like GET, with the saved values.
 */
export const myProfileRoute: RouteModule = (app, { db, sites }) => {
  app.get('/api/my-profile.php', { schema: { response: { 200: OwnProfileResponseSchema } } }, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return (await ownProfile(db, viewer)).response;
  });

  app.put(
    '/api/my-profile.php',
    { schema: { body: OwnProfileUpdateSchema, response: { 200: OwnProfileResponseSchema } } },
    async (request, reply) => {
      const viewer = await requireViewer(db, request);
      const { user } = await ownProfile(db, viewer);
      // The site's min_age when higher than 18, the same rule as at signup and in the form.
      const site = await sites.forHost(request.headers.host);
      const update = parseWith(ownProfileUpdateSchemaFor(user.email, { minAge: site.settings.min_age }), request.body);
      await db.transaction((tx) => applyUpdate(tx, viewer.profileId, { country: user.profile.country, regionId: user.profile.region_id }, update));
      reply.header('cache-control', 'no-store');
      return (await ownProfile(db, viewer)).response;
    },
  );
};
