import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema';

/**
 * Accounts under a sanction (docs/moderation.md): banned, or suspended until their suspension is cleared
 * (login or the `end-suspensions` job). A small set (the partial index users_hidden covers it), read once
 * per query as an uncorrelated subquery. Their profile is seen nowhere: not in search, likes, the chat
 * list, match finder or swipe, and its conversations show the member left.
 */
const sanctionedAccounts = (): SQL =>
  sql`SELECT ${users.id} FROM ${users} WHERE ${users.bannedAt} IS NOT NULL OR ${users.suspendedUntil} IS NOT NULL`;

/** SQL condition: the profile behind `userId` (a profile's user_id; null for the site's own) is not a sanctioned member's. */
export function notSanctioned(userId: AnyPgColumn): SQL {
  return sql`(${userId} IS NULL OR ${userId} NOT IN (${sanctionedAccounts()}))`;
}
