import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BlocksResponse } from '@dating/shared/contracts/index';
import type { Db } from '../db/database';
import { blocks } from '../db/schema';
import { loadProfileSummaries } from './profile-summaries';

/**
 * Blocking: one rule, both directions. A block between two profiles hides each from the other
 * everywhere (search, profile view, likes, chats, similar profiles, match finder) and refuses contact
 * (like, chat) with a 404, as if the profile did not exist. Every query takes its condition from here.
 */

/**
 * SQL condition for short lists (likes, chats, one profile): no block between the viewer and `other`
 * in either direction — a correlated NOT EXISTS, two primary-key/index probes per row.
 */
export function notBlockedWith(viewerProfileId: number, other: AnyPgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerProfileId} = ${viewerProfileId} AND ${blocks.blockedProfileId} = ${other}) OR (${blocks.blockerProfileId} = ${other} AND ${blocks.blockedProfileId} = ${viewerProfileId}))`;
}

/**
 * The same rule for large sets (search, similar, match finder): `other NOT IN (profiles blocked by or
 * blocking the viewer)`. The subquery is uncorrelated, so both blocks indexes answer it once per query
 * and each candidate row costs a hash probe — the correlated form dominated counting a search's whole
 * filtered set at 100,000 profiles (bench/results/search.md). Blocks reference existing profiles
 * (NOT NULL columns), so NOT IN is exact.
 */
export function notInBlockedSet(viewerProfileId: number, other: AnyPgColumn): SQL {
  return sql`${other} NOT IN (SELECT ${blocks.blockedProfileId} FROM ${blocks} WHERE ${blocks.blockerProfileId} = ${viewerProfileId} UNION ALL SELECT ${blocks.blockerProfileId} FROM ${blocks} WHERE ${blocks.blockedProfileId} = ${viewerProfileId})`;
}

/** Whether `blocker` blocked `blocked` (one direction). */
export async function hasBlocked(db: Db, blocker: number, blocked: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerProfileId, blocker), eq(blocks.blockedProfileId, blocked)))
    .limit(1);
  return row !== undefined;
}

/** Blocks `blocked` for `blocker`; blocking twice is one block. */
export async function block(db: Db, blocker: number, blocked: number): Promise<void> {
  await db.insert(blocks).values({ blockerProfileId: blocker, blockedProfileId: blocked }).onConflictDoNothing();
}

/** Lifts the viewer's own block (never the other side's). */
export async function unblock(db: Db, blocker: number, blocked: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerProfileId, blocker), eq(blocks.blockedProfileId, blocked)));
}

/** The members `blocker` blocked, most recent first (deleted profiles drop out). */
export async function listBlocks(db: Db, blocker: number): Promise<BlocksResponse> {
  const rows = await db
    .select({ id: blocks.blockedProfileId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerProfileId, blocker))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedProfileId))
    .limit(1000);
  const summaries = await loadProfileSummaries(
    db,
    rows.map((row) => row.id),
  );
  const result: BlocksResponse['blocks'] = [];
  for (const row of rows) {
    const profile = summaries.get(row.id);
    if (profile) result.push({ profile, blocked_at: row.createdAt.toISOString() });
  }
  return { blocks: result };
}
