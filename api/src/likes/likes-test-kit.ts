import { and, eq } from 'drizzle-orm';
import type { TestContext } from '../test/test-app';
import { memberEvents, photos, profiles } from '../db/schema';

let counter = 0;

/**
 * A fictional profile (no account) with the given columns, and a main photo unless `photo: false`:
 * for lists and picks that must find exactly the profiles a test made.
 */
export async function createFictionalProfile(
  ctx: TestContext,
  columns: Partial<typeof profiles.$inferInsert> & { photo?: boolean } = {},
): Promise<number> {
  counter += 1;
  const { photo = true, ...rest } = columns;
  const db = ctx.database.db;
  const [row] = await db
    .insert(profiles)
    .values({
      name: `Fictional ${counter}`,
      status: 'active',
      fictional: true,
      country: 'NL',
      city: 'Utrecht',
      gender: 'female',
      sexuality: 'hetero',
      dateOfBirth: '1990-01-01',
      ...rest,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  if (photo)
    await db.insert(photos).values({
      profileId: id,
      filename: `f${id}.jpg`,
      thumbFilename: `f${id}-t.jpg`,
      matchFilename: `f${id}-m.jpg`,
      status: 'active',
      isMain: true,
    });
  return id;
}

/** The realtime events of one kind recorded for a member, oldest first. */
export async function eventsOf(ctx: TestContext, userId: number, kind: string): Promise<unknown[]> {
  const rows = await ctx.database.db
    .select({ payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, userId), eq(memberEvents.kind, kind)))
    .orderBy(memberEvents.seq);
  return rows.map((row) => row.payload);
}
