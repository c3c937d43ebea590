import { and, asc, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import { MEMBER_SEARCH_LIMIT, type MemberHit } from '@dating/shared/contracts/staff-members';
import type { DbOrTx } from '../../db/database';
import { payments, profiles, users } from '../../db/schema';
import { sanctionOf } from '../sanctions/sanctions';

/*
 * The console's member search (docs/moderation.md, "Members"): one box, every key it may be. An address
 * (it has an @) matches exactly or by its start; digits are a profile id; anything else is tried as a
 * name's start (any case) and as a payment's public id. Members only: the site's own profiles have no
 * account and are no one's to sanction or refund.
 */

/** `%` and `_` typed into the box are characters, not LIKE patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type Key = MemberHit['matched'];

/** The conditions the text may mean, each with the key it names; the exact ones rank first. */
function candidates(q: string): { key: Key; where: SQL; exact: SQL }[] {
  const text = q.trim();
  const lower = text.toLowerCase();
  const found: { key: Key; where: SQL; exact: SQL }[] = [];
  if (text.includes('@')) {
    found.push({ key: 'email', where: like(users.email, `${escapeLike(lower)}%`), exact: eq(users.email, lower) });
    return found;
  }
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) {
    found.push({ key: 'profile_id', where: eq(profiles.id, Number(text)), exact: sql`true` });
  }
  if (/^[A-Za-z0-9_-]{8,64}$/.test(text)) {
    const payment = sql`${users.id} IN (SELECT ${payments.userId} FROM ${payments} WHERE ${payments.publicId} = ${text})`;
    found.push({ key: 'payment_id', where: payment, exact: sql`true` });
  }
  const name = sql`lower(${profiles.name}) LIKE ${`${escapeLike(lower)}%`}`;
  found.push({ key: 'name', where: name, exact: sql`lower(${profiles.name}) = ${lower}` });
  return found;
}

/** Up to MEMBER_SEARCH_LIMIT members matching `q`, exact matches first, then by address. */
export async function searchMembersForStaff(db: DbOrTx, q: string, now = new Date()): Promise<MemberHit[]> {
  const keys = candidates(q);
  const hits = new Map<number, MemberHit & { rank: number }>();
  for (const candidate of keys) {
    const rows = await db
      .select({
        userId: users.id,
        profileId: profiles.id,
        email: users.email,
        name: profiles.name,
        status: users.status,
        signupAt: users.signupDate,
        bannedAt: users.bannedAt,
        suspendedUntil: users.suspendedUntil,
        deletionRequestedAt: users.deletionRequestedAt,
        exact: sql<boolean>`${candidate.exact}`,
      })
      .from(users)
      .innerJoin(profiles, and(eq(profiles.userId, users.id), isNotNull(profiles.userId)))
      .where(candidate.where)
      .orderBy(asc(users.email))
      .limit(MEMBER_SEARCH_LIMIT);
    for (const row of rows) {
      if (hits.has(row.userId)) continue;
      const sanction = sanctionOf(row, now);
      hits.set(row.userId, {
        user_id: row.userId,
        profile_id: row.profileId,
        email: row.email,
        name: row.name,
        confirmed: row.status !== 'not_confirmed',
        signup_at: row.signupAt.toISOString(),
        sanction: sanctionJson(sanction),
        deletion_requested_at: row.deletionRequestedAt?.toISOString() ?? null,
        matched: candidate.key,
        rank: row.exact ? 0 : 1,
      });
    }
  }
  return [...hits.values()]
    .sort((a, b) => a.rank - b.rank || a.email.localeCompare(b.email))
    .slice(0, MEMBER_SEARCH_LIMIT)
    .map(({ rank: _rank, ...hit }) => hit);
}

/** The sanction in force as the console's contracts carry it. */
export function sanctionJson(sanction: ReturnType<typeof sanctionOf>): MemberHit['sanction'] {
  if (!sanction) return null;
  return sanction.kind === 'ban'
    ? { kind: 'ban', since: sanction.since.toISOString() }
    : { kind: 'suspension', until: sanction.until.toISOString() };
}
