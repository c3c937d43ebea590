import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  FREE_VISIBLE_PHOTOS,
  PROFILE_BASIC_FIELDS,
  PROFILE_DETAIL_FIELDS,
  VISITOR_VISIBLE_PHOTOS,
  type MemberPhoto,
  type MemberProfile,
  type ProfileBasicField,
  type ProfileDetails,
  type ProfileNote,
  type Settings,
} from '@dating/shared/contracts/index';
import type { Db, DbOrTx } from '../db/database';
import { conversationParticipants, likes, photos, profileInterests, profiles, regions, users } from '../db/schema';
import { ageOn } from './age';
import { notBlockedWith } from './blocks';
import { notSanctioned } from './sanctioned';

/**
 * Another member's public profile (GET /api/profile.php) and its photo gating.
 *
 * Who may be viewed: the same rule as search (members/member-search.ts `searchConditions`): an
 * active profile, neither deleted nor waiting for deletion, whose account (fictional profiles have
 * none) is live and not invisible, with no block between viewer and profile in either direction.
 * Members already in touch (a like either way, a conversation) also find each other's invisible or
 * not yet activated profile: likes and chats list it, and invisible mode hides from search and
 * visitors, not from existing contacts (docs/decisions.md). A profile disabled while its account is
 * confirmed was switched off on purpose and stays hidden from contacts too. Anything else is "not found" to the
 * caller, so a blocked member cannot tell a block from a missing profile. One's own profile is
 * always found, with every photo.
 *
 * What is sent is the site's choice: the fields `visible_profile_fields` lists and the notes of
 * `visible_profile_notes` that apply; name, country and photos always.
 */

/** Who is looking: a member (profile id, premium or not) or a visitor (null). */
export type ProfileViewer = { profileId: number; paidUser: boolean } | null;

/**
 * How many photos (gallery order, main first) the viewer may see; the rest are sent locked, without
 * file names. Premium members see all, whatever their credits; free members FREE_VISIBLE_PHOTOS;
 * visitors the main photo only (login is required to see more photos).
 */
function visiblePhotoLimit(viewer: ProfileViewer, profileId: number): number {
  if (viewer === null) return VISITOR_VISIBLE_PHOTOS;
  if (viewer.paidUser || viewer.profileId === profileId) return Number.POSITIVE_INFINITY;
  return FREE_VISIBLE_PHOTOS;
}

/** When each note of `visible_profile_notes` applies to a profile. */
const NOTES: Record<ProfileNote, (profile: { fictional: boolean }) => boolean> = {
  fictional: (profile) => profile.fictional,
};

const isNote = (name: string): name is ProfileNote => Object.hasOwn(NOTES, name);

/**
 * SQL condition: the viewer and `other` are in touch — a like either way (likes_pair answers both
 * probes) or a conversation both take part in, also one the viewer removed from their list (the
 * other side may still write). The conversation test nests two probes of
 * conversation_participants_profile; each column reference belongs to the nearest FROM.
 */
function inTouchWith(viewerProfileId: number, other: AnyPgColumn): SQL {
  const participants = conversationParticipants;
  return sql`(EXISTS (SELECT 1 FROM ${likes} WHERE (${likes.fromProfileId} = ${viewerProfileId} AND ${likes.toProfileId} = ${other}) OR (${likes.fromProfileId} = ${other} AND ${likes.toProfileId} = ${viewerProfileId}))
    OR EXISTS (SELECT 1 FROM ${participants} WHERE ${participants.profileId} = ${viewerProfileId} AND ${participants.conversationId} IN (SELECT ${participants.conversationId} FROM ${participants} WHERE ${participants.profileId} = ${other})))`;
}

/**
 * SQL condition on `profiles`: the profile may be shown to a member in touch with it (a like or a
 * conversation) — an active one (also when its member is invisible), or the disabled profile of an
 * account not yet activated. A profile switched off for any other reason is off for everyone. The
 * likes and chat lists use it too, so no entry there opens to a 404.
 */
export function openToContacts(): SQL {
  return and(
    or(
      eq(profiles.status, 'active'),
      sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${profiles.userId} AND ${users.status} = 'not_confirmed')`,
    ),
    // A suspended or banned member's profile is off for everyone, contacts too (their chats show they left).
    notSanctioned(profiles.userId),
  ) as SQL;
}

function viewableBy(viewer: ProfileViewer): SQL {
  // Gone for everyone: deleted or waiting for deletion, the profile or its account; or the account suspended or banned.
  const present = and(
    isNull(profiles.deletedAt),
    isNull(profiles.deletionRequestedAt),
    or(
      isNull(profiles.userId),
      and(isNull(users.deletedAt), isNull(users.deletionRequestedAt), isNull(users.bannedAt), isNull(users.suspendedUntil)),
    ),
  );
  // Findable by anyone: activated and, for a member's profile, not invisible.
  const listed = and(eq(profiles.status, 'active'), or(isNull(profiles.userId), eq(users.invisible, false)));
  // A visitor: the site's own profiles and the members who chose to be seen by visitors, no one else.
  if (viewer === null) return and(present, listed, or(isNull(profiles.userId), eq(users.visibleToVisitors, true))) as SQL;
  return or(
    // One's own profile: whatever its state (a disabled profile is still the member's own).
    eq(profiles.id, viewer.profileId),
    and(
      present,
      notBlockedWith(viewer.profileId, profiles.id),
      or(listed, and(openToContacts(), inTouchWith(viewer.profileId, profiles.id))),
    ),
  ) as SQL;
}

/**
 * Another member's profile the viewer may act on (like, block, report, chat): the same visibility as
 * the profile view, never the viewer's own. Null means "not found" to the caller (404), whether the
 * profile is missing, hidden or separated from the viewer by a block.
 */
export async function findProfileTarget(
  db: DbOrTx,
  viewerProfileId: number,
  id: number,
): Promise<{ id: number; userId: number | null; confirmed: boolean } | null> {
  if (id === viewerProfileId) return null;
  const [row] = await db
    .select({ id: profiles.id, userId: profiles.userId, status: users.status })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, id), viewableBy({ profileId: viewerProfileId, paidUser: false })));
  // A fictional profile has no member behind it, and nothing to confirm.
  return row ? { id: row.id, userId: row.userId, confirmed: row.status !== 'not_confirmed' } : null;
}

/**
 * Whether GET /api/profile.php?id= would find the profile for this viewer (a member's profile id,
 * or null for a visitor the site lets search): the page of a profile answers 404 exactly when the
 * api does. One query on the profile's primary key.
 */
export async function profileVisibleTo(db: Db, viewerProfileId: number | null, id: number): Promise<boolean> {
  const viewer: ProfileViewer = viewerProfileId === null ? null : { profileId: viewerProfileId, paidUser: false };
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .leftJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, id), viewableBy(viewer)));
  return row !== undefined;
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

  const shown = new Set(settings.visible_profile_fields);
  const [interestRows, photoRows, likedRows] = await Promise.all([
    shown.has('interests')
      ? db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profile.id))
      : Promise.resolve([]),
    db
      .select({ id: photos.id, filename: photos.filename, thumbFilename: photos.thumbFilename })
      .from(photos)
      // The owner sees every photo but the rejected ones; other members the active ones (approved, or
      // shown at once under post-moderation); a visitor only those a moderator approved (public surfaces).
      .where(
        and(
          eq(photos.profileId, profile.id),
          own
            ? ne(photos.status, 'rejected')
            : viewer === null && !profile.fictional
              ? and(eq(photos.status, 'active'), isNotNull(photos.reviewedAt))
              : eq(photos.status, 'active'),
        ),
      )
      .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id)),
    viewer === null || own
      ? Promise.resolve([])
      : db
          .select({ id: likes.id })
          .from(likes)
          .where(and(eq(likes.fromProfileId, viewer.profileId), eq(likes.toProfileId, profile.id))),
  ]);

  // A visitor sees no photo public surfaces may not show (profile-summaries.ts): an approved main photo only.
  const limit = viewer === null && !profile.publicPhoto ? 0 : visiblePhotoLimit(viewer, profile.id);
  const gallery: MemberPhoto[] = photoRows.map((photo, index) =>
    index < limit ? { id: photo.id, url: photo.filename, thumb: photo.thumbFilename, locked: false } : { id: photo.id, locked: true },
  );

  const basics: Required<Pick<MemberProfile, ProfileBasicField>> = {
    age: ageOn(profile.dateOfBirth, now),
    gender: profile.gender,
    sexuality: profile.sexuality,
    city: profile.city,
    region: row.regionName,
    about_me: profile.aboutMe,
    interests: interestRows.map((interest) => interest.id).sort((a, b) => a - b),
  };
  const detailValues: Required<ProfileDetails> = {
    relationship_status: profile.relationshipStatus,
    body_type: profile.bodyType,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    tattoos: profile.tattoos,
  };
  const listed = <T extends object>(fields: readonly (keyof T & string)[], values: T) =>
    Object.fromEntries(fields.filter((field) => shown.has(field)).map((field) => [field, values[field]])) as Partial<T>;

  return {
    id: profile.id,
    name: profile.name,
    country: profile.country,
    ...listed(PROFILE_BASIC_FIELDS, basics),
    details: listed(PROFILE_DETAIL_FIELDS, detailValues),
    notes: settings.visible_profile_notes.filter(isNote).filter((note) => NOTES[note](profile)),
    fictional: profile.fictional,
    online: profile.online && !row.invisible,
    photos: gallery,
    ...(viewer === null || own ? {} : { liked: likedRows.length > 0 }),
  };
}

/** Whether a member has paid (premium): premium never ends, even at 0 credits. */
export async function isPaidUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ paid: users.paidUser }).from(users).where(eq(users.id, userId));
  return row?.paid ?? false;
}
