import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { RealtimeEventSchema, type RealtimeEvent } from '@dating/shared/contracts/index';
import type { DbOrTx, Tx } from '../db/database';
import { memberEventCursors, memberEvents, profiles } from '../db/schema';

/**
 * The per-member event log of the realtime channel (docs/realtime.md). This module is the only writer
 * of `member_events` and `member_event_cursors`.
 */

/** An event for a member; a function is evaluated after the member's seq is allocated (under its lock). */
export interface EventEntry {
  userId: number;
  event: RealtimeEvent | (() => Promise<RealtimeEvent>);
}

/** A stored event as the channel sends it. */
export interface StoredEvent {
  seq: number;
  event: RealtimeEvent;
}

/**
 * Records events in the caller's transaction and returns the members concerned (to wake after the
 * commit), in three statements whatever the number of members: seqs are allocated with one
 * `INSERT … VALUES (member, n), … ON CONFLICT DO UPDATE SET seq = seq + n RETURNING` whose rows are
 * in ascending user id order — PostgreSQL locks them in that order, and each cursor row's lock is held
 * until the commit, so one member's events commit in seq order (a resume by seq never skips a late
 * commit), and two transactions writing to the same two members lock them in the same order (no
 * deadlock). Events computed by a function (counters) run after that, under the locks, and read the
 * state after every earlier event of their member has committed; then one insert writes them all.
 * Call it once, last, in a transaction.
 */
export async function recordEvents(tx: Tx, entries: readonly EventEntry[]): Promise<number[]> {
  const byUser = new Map<number, EventEntry[]>();
  for (const entry of entries) byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
  const userIds = [...byUser.keys()].sort((a, b) => a - b);
  if (userIds.length === 0) return [];
  const cursors = await tx
    .insert(memberEventCursors)
    .values(userIds.map((userId) => ({ userId, seq: byUser.get(userId)?.length ?? 0 })))
    .onConflictDoUpdate({ target: memberEventCursors.userId, set: { seq: sql`${memberEventCursors.seq} + excluded.seq` } })
    .returning({ userId: memberEventCursors.userId, seq: memberEventCursors.seq });
  const now = new Date();
  const rows: (typeof memberEvents.$inferInsert)[] = [];
  for (const userId of userIds) {
    const list = byUser.get(userId) ?? [];
    const cursor = cursors.find((row) => row.userId === userId);
    if (!cursor) throw new Error(`recordEvents: no cursor row for user ${userId}`);
    let seq = cursor.seq - list.length;
    for (const entry of list) {
      seq += 1;
      const event = RealtimeEventSchema.parse(typeof entry.event === 'function' ? await entry.event() : entry.event);
      rows.push({ userId, seq, kind: event.kind, payload: event, createdAt: now });
    }
  }
  await tx.insert(memberEvents).values(rows);
  return userIds;
}

/** The members behind profiles (fictional profiles have none and get no events), by profile id. */
export async function usersOfProfiles(db: DbOrTx, profileIds: readonly number[]): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select({ profileId: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.id, [...profileIds]));
  const map = new Map<number, number>();
  for (const row of rows) if (row.userId !== null) map.set(row.profileId, row.userId);
  return map;
}

/** The member's latest committed seq (0 before their first event). */
export async function currentSeq(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ seq: memberEventCursors.seq }).from(memberEventCursors).where(eq(memberEventCursors.userId, userId));
  return row?.seq ?? 0;
}

/** The latest committed seqs of several members (absent: 0). */
export async function currentSeqs(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: memberEventCursors.userId, seq: memberEventCursors.seq })
    .from(memberEventCursors)
    .where(inArray(memberEventCursors.userId, [...userIds]));
  return new Map(rows.map((row) => [row.userId, row.seq]));
}

/**
 * Whether a client that applied everything up to `since` can resume: every event after it is still
 * in the log. `since` equal to the current seq resumes with nothing; beyond it (another database's
 * history) or older than the retained log does not (pruning removes from the oldest, so the event
 * right after `since` being there means all after it are).
 */
export async function canResume(db: DbOrTx, userId: number, since: number, current: number): Promise<boolean> {
  if (since === current) return true;
  if (since > current) return false;
  const [row] = await db
    .select({ seq: memberEvents.seq })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.seq, since + 1)));
  return row !== undefined;
}

/** Up to `limit` events of the member after `after`, in seq order. Stored payloads are parsed again (an unknown one is skipped). */
export async function readEventsAfter(db: DbOrTx, userId: number, after: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select({ seq: memberEvents.seq, payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), gt(memberEvents.seq, after)))
    .orderBy(asc(memberEvents.seq))
    .limit(limit);
  const events: StoredEvent[] = [];
  for (const row of rows) {
    const parsed = RealtimeEventSchema.safeParse(row.payload);
    if (parsed.success) events.push({ seq: row.seq, event: parsed.data });
  }
  return events;
}

/** How long and how many events per member are kept for resumes. */
const EVENT_RETENTION = { maxAgeMs: 24 * 60 * 60_000, perMember: 500 } as const;

/**
 * Removes events older than the retention, and each member's events beyond the newest `perMember`.
 * Idempotent (a job handler). Returns how many rows went.
 */
export async function pruneEvents(
  db: DbOrTx,
  now: Date,
  retention: { maxAgeMs: number; perMember: number } = EVENT_RETENTION,
): Promise<number> {
  const old = await db
    .delete(memberEvents)
    .where(lt(memberEvents.createdAt, new Date(now.getTime() - retention.maxAgeMs)))
    .returning({ seq: memberEvents.seq });
  const beyond = await db
    .delete(memberEvents)
    .where(
      sql`(${memberEvents.userId}, ${memberEvents.seq}) IN (SELECT c.user_id, e.seq FROM ${memberEventCursors} c JOIN ${memberEvents} e ON e.user_id = c.user_id AND e.seq <= c.seq - ${retention.perMember})`,
    )
    .returning({ seq: memberEvents.seq });
  return old.length + beyond.length;
}
