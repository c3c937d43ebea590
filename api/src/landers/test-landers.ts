import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { interests, photos, profileInterests, profiles } from '../db/schema';

let counter = 0;

/** A fictional profile of a test's own (with an approved main photo unless `photo: false`). */
export async function addFictionalProfile(
  db: Db,
  options: {
    country: string;
    city: string;
    gender?: 'female' | 'male';
    status?: 'active' | 'disabled';
    photo?: boolean;
    online?: boolean;
    lat?: number | null;
    lon?: number | null;
    aboutMe?: string;
    interests?: string[];
    /** false: a member's profile (fictional false), still without an account. */
    fictional?: boolean;
    userId?: number;
  },
): Promise<number> {
  counter += 1;
  const [row] = await db
    .insert(profiles)
    .values({
      name: `Lander ${counter}`,
      fictional: options.fictional ?? true,
      userId: options.userId ?? null,
      status: options.status ?? 'active',
      country: options.country,
      city: options.city,
      lat: options.lat ?? null,
      lon: options.lon ?? null,
      gender: options.gender ?? 'female',
      sexuality: 'hetero',
      dateOfBirth: '1990-05-05',
      aboutMe: options.aboutMe ?? 'Hello there.',
      online: options.online ?? false,
    })
    .returning({ id: profiles.id });
  const id = row!.id;
  if (options.photo !== false) {
    await db.insert(photos).values({
      profileId: id,
      filename: `lander-${id}.jpg`,
      thumbFilename: `lander-${id}-thumb.jpg`,
      matchFilename: `lander-${id}-match.jpg`,
      status: 'active',
      isMain: true,
    });
  }
  for (const slug of options.interests ?? []) {
    const [interest] = await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug));
    await db.insert(profileInterests).values({ profileId: id, interestId: interest!.id });
  }
  return id;
}
