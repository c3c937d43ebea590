import { eq } from 'drizzle-orm';
import { interests, photos, profileInterests, profiles } from '../../db/schema';
import type { TestContext } from '../test-app';

let counter = 0;

export interface FictionalProfileOptions extends Partial<typeof profiles.$inferInsert> {
  /** false: no main photo (lists and landers leave such a profile out). */
  photo?: boolean;
  /** Slugs of seeded interests the profile names. */
  interests?: string[];
}

/**
 * A fictional profile of a test's own (no account; `fictional: false` for a member's profile still without
 * one): active, female, in Utrecht, with an approved main photo unless `photo: false`, and any columns given
 * instead. For lists, picks and landers that must find exactly the profiles a test made.
 */
export async function fictionalProfile(ctx: TestContext, options: FictionalProfileOptions = {}): Promise<number> {
  counter += 1;
  const { photo = true, interests: slugs = [], ...columns } = options;
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
      ...columns,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  if (photo)
    await db.insert(photos).values({
      profileId: id,
      filename: `fictional-${id}.jpg`,
      thumbFilename: `fictional-${id}-thumb.jpg`,
      matchFilename: `fictional-${id}-match.jpg`,
      status: 'active',
      isMain: true,
    });
  for (const slug of slugs) {
    const [interest] = await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug));
    if (!interest) throw new Error(`no interest ${slug}: is the database seeded?`);
    await db.insert(profileInterests).values({ profileId: id, interestId: interest.id });
  }
  return id;
}
