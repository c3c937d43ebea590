import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { InboxFigures } from '@dating/shared/contracts/staff-inbox';
import type { DbOrTx } from '../db/database';
import { personaReplies, staffAccounts } from '../db/schema';
import { listWaiting } from './inbox/inbox-queue';

const DAY_MS = 86_400_000;

/*
 * Only replies that answered a waiting member count: a persona's second message in a row answered
 * nothing, and has no wait (`waited_seconds` null).
 */
const answered = count(personaReplies.waitedSeconds);
// Interpolated between the members' waits, as a spreadsheet's MEDIAN and PERCENTILE do; the same on
// PGlite and PostgreSQL.
const median = sql<number | null>`percentile_cont(0.5) within group (order by ${personaReplies.waitedSeconds})`;
const p90 = sql<number | null>`percentile_cont(0.9) within group (order by ${personaReplies.waitedSeconds})`;

/** A driver may answer a double precision as text. */
const seconds = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const waitedSince = (now: Date, at: Date) => Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));

/**
 * The inbox's figures: replies per operator with the median and 90th percentile of the members' wait over
 * the last `days`, the queue as it is now, and both per language of the member.
 */
export async function inboxFigures(db: DbOrTx, days: number, now = new Date()): Promise<InboxFigures> {
  const since = new Date(now.getTime() - days * DAY_MS);
  const inPeriod = and(gt(personaReplies.createdAt, since), isNotNull(personaReplies.waitedSeconds));
  const [operators, languages, waiting] = await Promise.all([
    db
      .select({ staffId: personaReplies.staffId, email: staffAccounts.email, answered, median, p90 })
      .from(personaReplies)
      .innerJoin(staffAccounts, eq(staffAccounts.id, personaReplies.staffId))
      .where(inPeriod)
      .groupBy(personaReplies.staffId, staffAccounts.email)
      .orderBy(asc(staffAccounts.email)),
    db
      .select({ language: personaReplies.language, answered, median, p90 })
      .from(personaReplies)
      .where(inPeriod)
      .groupBy(personaReplies.language),
    listWaiting(db, {}, now),
  ]);

  const queueByLanguage = new Map<string, { length: number; oldest: Date }>();
  for (const row of waiting) {
    const entry = queueByLanguage.get(row.member.language);
    if (!entry) queueByLanguage.set(row.member.language, { length: 1, oldest: row.waitingSince });
    else {
      entry.length += 1;
      if (row.waitingSince < entry.oldest) entry.oldest = row.waitingSince;
    }
  }
  const repliesByLanguage = new Map(languages.map((row) => [String(row.language), row]));
  const allLanguages = [...new Set([...queueByLanguage.keys(), ...repliesByLanguage.keys()])].sort();
  const oldest = waiting.reduce<Date | null>((min, row) => (min === null || row.waitingSince < min ? row.waitingSince : min), null);

  return {
    days,
    queue: { length: waiting.length, oldest_waiting_seconds: oldest ? waitedSince(now, oldest) : null },
    operators: operators.map((row) => ({
      staff_id: row.staffId,
      email: row.email,
      answered: Number(row.answered),
      median_seconds: seconds(row.median),
      p90_seconds: seconds(row.p90),
    })),
    languages: allLanguages.map((language) => {
      const replies = repliesByLanguage.get(language);
      const queue = queueByLanguage.get(language);
      return {
        language,
        queue_length: queue?.length ?? 0,
        oldest_waiting_seconds: queue ? waitedSince(now, queue.oldest) : null,
        answered: replies ? Number(replies.answered) : 0,
        median_seconds: replies ? seconds(replies.median) : null,
        p90_seconds: replies ? seconds(replies.p90) : null,
      };
    }),
  };
}
