import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../db/schema';

/** SQL condition: no block between the viewer and `other` in either direction (§4 blocking). */
export function notBlockedWith(viewerProfileId: number, other: AnyPgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${blocks} WHERE (${blocks.blockerProfileId} = ${viewerProfileId} AND ${blocks.blockedProfileId} = ${other}) OR (${blocks.blockerProfileId} = ${other} AND ${blocks.blockedProfileId} = ${viewerProfileId}))`;
}
