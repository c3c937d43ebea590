import { and, eq } from 'drizzle-orm';
import type { User } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { readAccount } from '../credits/ledger';
import { notificationsDisabled, photos, profileInterests, profiles, pushSubscriptions, regions, users } from '../db/schema';
import { authenticationRequired } from '../http/errors';
import { toMainImage } from './main-image';

/** The account's own fields as the contracts name them (the user object and the data export). */
export function accountFields(user: typeof users.$inferSelect) {
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    paid_user: user.paidUser,
    signup_date: user.signupDate.toISOString(),
    language: user.language,
    invisible: user.invisible,
  };
}

/** What the member wrote about themselves, as the contracts name it (the user object and the data export). */
export function ownProfileFields(profile: typeof profiles.$inferSelect) {
  return {
    id: profile.id,
    name: profile.name,
    status: profile.status,
    country: profile.country,
    city: profile.city,
    region_id: profile.regionId,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos,
    about_me: profile.aboutMe,
  };
}

/** Why e-mails are stopped (bounce, complaint, unsubscribe) and since when. */
export const notificationsDisabledOf = (rows: (typeof notificationsDisabled.$inferSelect)[]) =>
  rows.map((d) => ({ reason: d.reason, since: d.createdAt.toISOString() }));

/** Where and in which language to write to an account, and its status; undefined when there is no such account. */
export async function accountContact(db: Db, userId: number) {
  const [account] = await db
    .select({ email: users.email, language: users.language, status: users.status })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

/** The user object of GET/POST/PUT /api/user.php, or null when the user or profile is gone. */
export async function loadUser(db: Db, userId: number): Promise<User | null> {
  const [row] = await db
    .select({ user: users, profile: profiles, regionName: regions.name })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(regions, eq(regions.id, profiles.regionId))
    .where(eq(users.id, userId));
  if (!row || row.user.deletedAt) return null;
  const { user, profile } = row;

  const [account, interestRows, [mainPhoto], disabledRows, [push]] = await Promise.all([
    // The balance row the ledger keeps (credits/ledger.ts): it equals the sum of the member's ledger rows.
    readAccount(db, user.id),
    db.select({ id: profileInterests.interestId }).from(profileInterests).where(eq(profileInterests.profileId, profile.id)),
    db
      .select()
      .from(photos)
      .where(and(eq(photos.profileId, profile.id), eq(photos.isMain, true))),
    db.select().from(notificationsDisabled).where(eq(notificationsDisabled.userId, user.id)),
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)).limit(1),
  ]);

  return {
    ...accountFields(user),
    // Below 0 only after a chargeback: the member sees 0 credits and what they owe.
    credits: Math.max(0, account.balance),
    credits_owed: Math.max(0, -account.balance),
    read_receipts: user.readReceipts,
    visible_to_visitors: user.visibleToVisitors,
    push_subscribed: push !== undefined,
    notifications_disabled: notificationsDisabledOf(disabledRows),
    profile: {
      ...ownProfileFields(profile),
      region: row.regionName,
      interests: interestRows.map((i) => i.id).sort((a, b) => a - b),
      main_image: mainPhoto
        ? toMainImage({
            filename: mainPhoto.filename,
            thumbFilename: mainPhoto.thumbFilename,
            matchFilename: mainPhoto.matchFilename,
            status: mainPhoto.status,
          })
        : null,
    },
  };
}

/**
 * `{ user }`, the answer of every call that changes the viewer's own account (the browser publishes
 * it on the bus). An account gone meanwhile (deleted in another tab) is 403 like a lost session.
 */
export async function viewerUserResponse(db: Db, userId: number): Promise<{ user: User }> {
  const user = await loadUser(db, userId);
  if (!user) throw authenticationRequired();
  return { user };
}
