import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../test/test-app';
import { memberEvents } from '../db/schema';

/** The realtime events of one kind recorded for a member, oldest first. */
export async function eventsOf(ctx: TestContext, userId: number, kind: string): Promise<unknown[]> {
  const rows = await ctx.database.db
    .select({ payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.kind, kind)))
    .orderBy(memberEvents.seq);
  return rows.map((row) => row.payload);
}
