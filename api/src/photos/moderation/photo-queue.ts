import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { PHOTO_QUEUE_PAGE_SIZE, STAFF_REVIEW_CHAT_PHOTO_PATH, type PhotoQueueItem } from '@dating/shared/contracts/staff-photos';
import type { Db, DbOrTx } from '../../db/database';
import { chatMedia, photos, profiles, reports, users } from '../../db/schema';
import { ageOn } from '../../members/age';
import { PHOTO_URL_PREFIX } from '../../members/main-image';

/**
 * The moderators' queue (docs/moderation.md): every member's upload nobody has reviewed yet, profile and
 * chat photos together, oldest first. The site's own (fictional) profiles' photos are the operator's and
 * never wait here. A chat photo enters once it was sent (an upload never sent is the sender's draft, gone
 * after a day).
 */
const profileQueue = and(
  isNull(photos.reviewedAt),
  ne(photos.status, 'rejected'),
  eq(profiles.fictional, false),
  isNotNull(profiles.userId),
);
const chatQueue = and(
  isNull(chatMedia.reviewedAt),
  eq(chatMedia.kind, 'photo'),
  ne(chatMedia.status, 'rejected'),
  isNotNull(chatMedia.messageId),
  isNotNull(chatMedia.file),
);

type QueueRow = {
  kind: 'profile' | 'chat';
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  status: 'active' | 'pending';
  createdAt: Date;
  profileId: number;
};

/** The console's URL of a chat photo under review (its token never leaves the members' side). */
const reviewChatPhotoUrl = (id: number, size: 'thumb' | 'full' = 'full') => `${STAFF_REVIEW_CHAT_PHOTO_PATH}?id=${id}&size=${size}`;

export async function photoQueue(
  db: Db,
  options: { memberUserId?: number | undefined; now?: Date } = {},
): Promise<{ items: PhotoQueueItem[]; total: number }> {
  const limit = PHOTO_QUEUE_PAGE_SIZE;
  const now = options.now ?? new Date();
  // One member's photos only, when asked (the member's page links here).
  const ofMember = options.memberUserId === undefined ? undefined : eq(profiles.userId, options.memberUserId);
  const profileWhere = and(profileQueue, ofMember);
  const chatWhere = and(chatQueue, eq(profiles.fictional, false), ofMember);
  const [profileRows, chatRows, [profileTotal], [chatTotal]] = await Promise.all([
    db
      .select({
        id: photos.id,
        filename: photos.filename,
        width: photos.width,
        height: photos.height,
        status: photos.status,
        createdAt: photos.createdAt,
        profileId: photos.profileId,
      })
      .from(photos)
      .innerJoin(profiles, eq(profiles.id, photos.profileId))
      .where(profileWhere)
      .orderBy(asc(photos.createdAt), asc(photos.id))
      .limit(limit),
    db
      .select({
        id: chatMedia.id,
        width: chatMedia.width,
        height: chatMedia.height,
        status: chatMedia.status,
        createdAt: chatMedia.createdAt,
        profileId: chatMedia.ownerProfileId,
      })
      .from(chatMedia)
      .innerJoin(profiles, eq(profiles.id, chatMedia.ownerProfileId))
      .where(chatWhere)
      .orderBy(asc(chatMedia.createdAt), asc(chatMedia.id))
      .limit(limit),
    db.select({ n: count() }).from(photos).innerJoin(profiles, eq(profiles.id, photos.profileId)).where(profileWhere),
    db.select({ n: count() }).from(chatMedia).innerJoin(profiles, eq(profiles.id, chatMedia.ownerProfileId)).where(chatWhere),
  ]);
  const queue: QueueRow[] = [
    ...profileRows.map((row) => ({
      kind: 'profile' as const,
      id: row.id,
      url: `${PHOTO_URL_PREFIX}${row.filename}`,
      width: row.width,
      height: row.height,
      status: row.status === 'pending' ? ('pending' as const) : ('active' as const),
      createdAt: row.createdAt,
      profileId: row.profileId,
    })),
    ...chatRows.map((row) => ({
      kind: 'chat' as const,
      id: row.id,
      url: reviewChatPhotoUrl(row.id),
      width: row.width,
      height: row.height,
      status: row.status === 'pending' ? ('pending' as const) : ('active' as const),
      createdAt: row.createdAt,
      profileId: row.profileId,
    })),
  ]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.kind === b.kind ? a.id - b.id : a.kind === 'profile' ? -1 : 1))
    .slice(0, limit);

  const members = await membersBeside(db, [...new Set(queue.map((row) => row.profileId))], now);
  const items = queue.flatMap((row): PhotoQueueItem[] => {
    const member = members.get(row.profileId);
    if (!member) return [];
    return [
      {
        kind: row.kind,
        id: row.id,
        url: row.url,
        width: row.width,
        height: row.height,
        status: row.status,
        uploaded_at: row.createdAt.toISOString(),
        member: { ...member, other_photos: member.other_photos.filter((photo) => row.kind !== 'profile' || photo.id !== row.id) },
      },
    ];
  });
  return { items, total: (profileTotal?.n ?? 0) + (chatTotal?.n ?? 0) };
}

/** What the console shows beside a photo: the member's name, age, place, account age, open reports and profile photos. */
async function membersBeside(db: Db, profileIds: number[], now: Date): Promise<Map<number, PhotoQueueItem['member']>> {
  const result = new Map<number, PhotoQueueItem['member']>();
  if (profileIds.length === 0) return result;
  const [people, gallery, reported] = await Promise.all([
    db
      .select({
        profileId: profiles.id,
        userId: users.id,
        name: profiles.name,
        dateOfBirth: profiles.dateOfBirth,
        country: profiles.country,
        city: profiles.city,
        accountCreatedAt: users.createdAt,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(profiles.id, profileIds)),
    db
      .select({
        id: photos.id,
        profileId: photos.profileId,
        thumb: photos.thumbFilename,
        status: photos.status,
        reviewedAt: photos.reviewedAt,
        isMain: photos.isMain,
      })
      .from(photos)
      .where(inArray(photos.profileId, profileIds))
      .orderBy(desc(photos.isMain), asc(photos.position), asc(photos.id)),
    db
      .select({ profileId: reports.reportedProfileId, n: sql<number>`count(*)::int` })
      .from(reports)
      .where(and(inArray(reports.reportedProfileId, profileIds), eq(reports.status, 'open')))
      .groupBy(reports.reportedProfileId),
  ]);
  for (const person of people) {
    result.set(person.profileId, {
      user_id: person.userId,
      profile_id: person.profileId,
      name: person.name,
      age: person.dateOfBirth ? ageOn(person.dateOfBirth, now) : null,
      country: person.country,
      city: person.city,
      account_created_at: person.accountCreatedAt.toISOString(),
      open_reports: reported.find((row) => row.profileId === person.profileId)?.n ?? 0,
      other_photos: gallery
        .filter((photo) => photo.profileId === person.profileId)
        .map((photo) => ({
          id: photo.id,
          thumb: `${PHOTO_URL_PREFIX}${photo.thumb}`,
          status: photo.status,
          reviewed: photo.reviewedAt !== null,
          is_main: photo.isMain,
        })),
    });
  }
  return result;
}

/** How many photos wait in the whole queue (the console home's figure): the queue's own conditions, counted only. */
export async function photoQueueTotal(db: DbOrTx): Promise<number> {
  const [[profileTotal], [chatTotal]] = await Promise.all([
    db.select({ n: count() }).from(photos).innerJoin(profiles, eq(profiles.id, photos.profileId)).where(profileQueue),
    db
      .select({ n: count() })
      .from(chatMedia)
      .innerJoin(profiles, eq(profiles.id, chatMedia.ownerProfileId))
      .where(and(chatQueue, eq(profiles.fictional, false))),
  ]);
  return (profileTotal?.n ?? 0) + (chatTotal?.n ?? 0);
}
