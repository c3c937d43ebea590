import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchFilters, Settings } from '@dating/shared/contracts/index';
import { defaultFilters } from '@dating/shared/search/default-filters';
import type { DbOrTx } from '../db/database';
import { likes, photos, profiles, swipePasses } from '../db/schema';
import { searchConditions } from '../members/member-search';

/** The UTC date of `now` (YYYY-MM-DD): the day daily limits count in. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The next UTC midnight after `now`: when a daily count starts again. */
export function nextUtcMidnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * The member's search defaults, as a fresh /members shows them (shared/src/search/default-filters.ts):
 * the gender they look for, their country when the site offers it, ages around theirs.
 */
export async function memberSearchDefaults(db: DbOrTx, profileId: number, settings: Settings, now: Date): Promise<SearchFilters> {
  const [me] = await db
    .select({ gender: profiles.gender, sexuality: profiles.sexuality, country: profiles.country, date_of_birth: profiles.dateOfBirth })
    .from(profiles)
    .where(eq(profiles.id, profileId));
  return me ? defaultFilters(me, settings, now) : {};
}

/** A profile with an approved main photo (the cards that show a face go first). */
export const hasMainPhoto = (): SQL =>
  sql`exists (select 1 from ${photos} where ${photos.profileId} = ${profiles.id} and ${photos.isMain} and ${photos.status} = 'active')`;

/**
 * Profiles the member could be shown as a new face: search's visible set for their defaults (never
 * themselves, no block either way), minus those they liked and those they passed in the swipe game.
 */
export function newFaceConditions(profileId: number, filters: SearchFilters, now: Date): SQL {
  return and(
    searchConditions(profileId, filters, now),
    sql`${profiles.id} not in (select ${likes.toProfileId} from ${likes} where ${likes.fromProfileId} = ${profileId})`,
    sql`${profiles.id} not in (select ${swipePasses.passedProfileId} from ${swipePasses} where ${swipePasses.profileId} = ${profileId})`,
  ) as SQL;
}
