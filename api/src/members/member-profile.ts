import { and, asc, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import {
  FREE_VISIBLE_PHOTOS,
  PROFILE_DETAIL_FIELDS,
  VISITOR_VISIBLE_PHOTOS,
  type MemberPhoto,
  type MemberProfile,
  type ProfileDetails,
  type Settings,
} from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { likes, photos, profileInterests, profiles, regions, users } from '../db/schema';
import { ageOn } from './age';
import { notBlockedWith } from './blocks';

/**
 * Another member's public profile (GET /api/profile.php, §3, §4, §6) and its photo gating.
 *
 * Who may be viewed: the same rule as search (members/member-search.ts `searchConditions`): an
 * active profile, neither deleted nor waiting for deletion, whose account (fictional profiles have
 * none) is live and not invisible, with no block between viewer and profile in either direction.
 * Anything else is "not found" to the caller, so a blocked member cannot tell a block from a
 * missing profile. One's own profile is always found, with every photo.
 */

/** Who is looking: a member (profile id, premium or not) or a visitor (null). */
export type ProfileViewer = { profileId: number; paidUser: boolean } | null;

/**
 * How many photos (gallery order, main first) the viewer may see; the rest are sent locked, without
 * file names. Premium members see all, whatever their credits (§1); free members FREE_VISIBLE_PHOTOS;
 * visitors the main photo only (§6: login is required to see more photos).
 */
export function visiblePhotoLimit(viewer: ProfileViewer, profileId: number): number {
  if (viewer === null) return VISITOR_VISIBLE_PHOTOS;
  if (viewer.paidUser || viewer.profileId === profileId) return Number.POSITIVE_INFINITY;
  return FREE_VISIBLE_PHOTOS;
}

/** Notes of `visible_profile_notes` this product knows, and when each applies to a profile. */
const NOTES: Record<string, (profile: { fictional: boolean }) => boolean> = {
  fictional: (profile) => profile.fictional,
};

function viewableBy(viewer: ProfileViewer): SQL {
  const visible = and(
    eq(profiles.status, 'active'),
    isNull(profiles.deletedAt),
    isNull(profiles.deletionRequestedAt),
    or(isNull(profiles.userId), and(eq(users.invisible, false), isNull(users.deletedAt), isNull(users.deletionRequestedAt))),
    viewer === null ? undefined : notBlockedWith(viewer.profileId, profiles.id),
  ) as SQL;
  // One's own profile: whatever its state (a disabled profile is still the member's own).
  return viewer === null ? visible : (or(eq(profiles.id, viewer.profileId), visible) as SQL);
}

/**
 * Another member's profile the viewer may act on (like, block, report, chat): the same visibility as
 * the profile view, never the viewer's own. Null means "not found" to the caller (404), whether the
 * profile is missing, hidden or separated from the viewer by a block.
 */
export async function findProfileTarget(db: Db, viewerProfileId: number, id: number): Promise<{ id: number; userId: number | null } | null> {
  if (id === viewerProfileId) return null;
  const [row] = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, id), viewableBy({ profileId: viewerProfileId, paidUser: false })));
  return row ?? null;
}

/** The profile `id` as `viewer` may see it, or null when it does not exist for them. */
export async function loadMemberProfile(
  db: Db,
  viewer: ProfileViewer,
  id: number,
  settings: Pick<Settings, 'visible_profile_fields' | 'visible_profile_notes'>,
  now = new Date(),
): Promise<MemberProfile | null> {
  const [row] = await db
    .select({ profile: profiles, invisible: users.invisible, regionName: regions.name })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(and(eq(profiles.id, id), viewableBy(viewer)));
  if (!row) return null;
  const { profile } = row;
  const own = viewer?.profileId === profile.id;

  const [interestRows, photoRows, likedRows] = await Promise.all([
    db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profile.id)),
    db
      .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
      .from(photos)
      // Others see approved photos only; the owner also sees those still waiting for review.
      .where(and(eq(photos.profileId, profile.id), own ? ne(photos.status, 'rejected') : eq(photos.status, 'active')))
      .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id)),
    viewer === null || own
      ? Promise.resolve([])
      : db.select({ id: likes.id }).from(likes).where(and(eq(likes.fromProfileId, viewer.profileId), eq(likes.toProfileId, profile.id))),
  ]);

  const limit = visiblePhotoLimit(viewer, profile.id);
  const gallery: MemberPhoto[] = photoRows.map((photo, index) =>
    index < limit ? { id: photo.id, url: photo.filename, thumb: photo.thumbFilename, locked: false } : { id: photo.id, locked: true },
  );

  const shown = new Set(settings.visible_profile_fields);
  const details: ProfileDetails = {};
  const values: Required<ProfileDetails> = {
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
  };
  for (const field of PROFILE_DETAIL_FIELDS) if (shown.has(field)) Object.assign(details, { [field]: values[field] ?? null });

  return {
    id: profile.id,
    name: profile.name,
    age: ageOn(profile.dateOfBirth, now),
    gender: profile.gender,
    sexuality: profile.sexuality,
    country: profile.country,
    region: row.regionName,
    city: profile.city,
    about_me: profile.aboutMe,
    interests: interestRows.map((interest) => interest.id).sort((a, b) => a - b),
    details,
    notes: settings.visible_profile_notes.filter((note) => NOTES[note]?.(profile) ?? false),
    fictional: profile.fictional,
    online: profile.online && !row.invisible,
    photos: gallery,
    ...(viewer === null || own ? {} : { liked: likedRows.length > 0 }),
  };
}

/** Whether a member has paid (premium, §1): premium never ends, even at 0 credits. */
export async function isPaidUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ paid: users.paidUser }).from(users).where(eq(users.id, userId));
  return row?.paid ?? false;
}

