import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LIKES_PAGE_SIZE, type LikesListItem, type LikesListResponse, type LikesType } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { likes, profiles } from '../db/schema';
import { notBlockedWith } from '../members/blocks';
import { openToContacts } from '../members/member-profile';
import { loadProfileSummaries } from '../members/profile-summaries';

/** The other side's like of the same pair (a match when it exists). */
const back = alias(likes, 'back');

/**
 * Who may appear in the member's likes — the tabs, GET /api/likes.php and the new-likes badge alike, so the
 * badge never counts a like the lists do not show: not deleted or waiting for deletion, no block either way,
 * and shown to contacts (`openToContacts`: an invisible member or one not yet activated still appears — a
 * like makes them contacts). Needs `profiles` joined as the other side.
 */
export function shownWith(viewerProfileId: number, other: AnyPgColumn): SQL {
  return and(
    isNull(profiles.deletedAt),
    isNull(profiles.deletionRequestedAt),
    openToContacts(),
    notBlockedWith(viewerProfileId, other),
  ) as SQL;
}

/** The member's new received likes, counted as the lists show them (the nav badge's number). */
export async function countNewLikes(db: Db, viewerProfileId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(likes)
    .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
    .where(and(eq(likes.toProfileId, viewerProfileId), eq(likes.isNew, true), shownWith(viewerProfileId, likes.fromProfileId)));
  return Number(row?.n ?? 0);
}

interface TabRow {
  id: number;
  isNew: boolean;
  likedAt: Date;
  matched: boolean;
}

/** One page of a tab's rows (one extra tells whether more follow) and the tab's size, in parallel. */
async function tabRows(db: Db, viewer: number, type: LikesType, offset: number): Promise<{ rows: TabRow[]; total: number }> {
  const limit = LIKES_PAGE_SIZE + 1;
  if (type === 'received') {
    const where = and(eq(likes.toProfileId, viewer), shownWith(viewer, likes.fromProfileId));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: likes.fromProfileId,
          isNew: likes.isNew,
          likedAt: likes.createdAt,
          matched: sql<boolean>`exists (select 1 from ${likes} as "back" where ${back.fromProfileId} = ${viewer} and ${back.toProfileId} = ${likes.fromProfileId})`,
        })
        .from(likes)
        .innerJoin(profiles, eq(profiles.id, likes.fromProfileId))
        .where(where)
        // The likes_to index (to_profile_id, is_new, created_at) read backwards gives this order.
        .orderBy(desc(likes.isNew), desc(likes.createdAt), desc(likes.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(likes).innerJoin(profiles, eq(profiles.id, likes.fromProfileId)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  if (type === 'sent') {
    const where = and(eq(likes.fromProfileId, viewer), shownWith(viewer, likes.toProfileId));
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: likes.toProfileId,
          isNew: sql<boolean>`false`,
          likedAt: likes.createdAt,
          matched: sql<boolean>`exists (select 1 from ${likes} as "back" where ${back.fromProfileId} = ${likes.toProfileId} and ${back.toProfileId} = ${viewer})`,
        })
        .from(likes)
        .innerJoin(profiles, eq(profiles.id, likes.toProfileId))
        .where(where)
        // The likes_from index (from_profile_id, created_at) read backwards.
        .orderBy(desc(likes.createdAt), desc(likes.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(likes).innerJoin(profiles, eq(profiles.id, likes.toProfileId)).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  }
  // Matches: the member's like and the other side's; the match dates from the later of the two.
  const where = and(eq(likes.fromProfileId, viewer), shownWith(viewer, likes.toProfileId));
  const matchedAt = sql<Date>`greatest(${likes.createdAt}, ${back.createdAt})`;
  const pair = and(eq(back.fromProfileId, likes.toProfileId), eq(back.toProfileId, viewer));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: likes.toProfileId,
        isNew: back.isNew,
        likedAt: matchedAt.mapWith((value: string | Date) => new Date(value)),
        matched: sql<boolean>`true`,
      })
      .from(likes)
      .innerJoin(back, pair)
      .innerJoin(profiles, eq(profiles.id, likes.toProfileId))
      .where(where)
      .orderBy(desc(matchedAt), desc(likes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(likes).innerJoin(back, pair).innerJoin(profiles, eq(profiles.id, likes.toProfileId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * GET /api/likes-list.php: one page of a likes tab, with profile summaries as search cards show them.
 * Received: new first, then newest; sent: newest first; matches: newest match first. Offset paging:
 * a tab is at most a few hundred likes and changes rarely while one looks at it; page 20 costs a few
 * more index entries than page 1 (bench/results/search.md).
 */
export async function loadLikesPage(
  db: Db,
  viewerProfileId: number,
  type: LikesType,
  page: number,
  now = new Date(),
): Promise<LikesListResponse> {
  const offset = (page - 1) * LIKES_PAGE_SIZE;
  const [{ rows, total }, totalNew] = await Promise.all([tabRows(db, viewerProfileId, type, offset), countNewLikes(db, viewerProfileId)]);
  const pageRows = rows.slice(0, LIKES_PAGE_SIZE);
  const summaries = await loadProfileSummaries(
    db,
    pageRows.map((row) => row.id),
    now,
  );
  const items: LikesListItem[] = [];
  for (const row of pageRows) {
    const profile = summaries.get(row.id);
    // A profile deleted between the queries drops out: no card without a profile.
    if (profile) items.push({ profile, like_new: row.isNew, liked_at: new Date(row.likedAt).toISOString(), matched: row.matched });
  }
  return { items, page, total, has_more: rows.length > LIKES_PAGE_SIZE, total_new: totalNew };
}
