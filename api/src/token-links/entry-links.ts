import { TOKEN_LINK_PATTERN, TrackingQuerySchema } from '@dating/shared/contracts/index';
import { matchRoute } from '@dating/shared/routes/match-route';
import { LANDING_PATH_PATTERN, TRACKING_KEYS } from '@dating/shared/tracking/tracking-query';
import type { DbOrTx } from '../db/database';
import { entryLinks } from '../db/schema';
import { entryTarget } from './token-links';

export interface EntryLinkInput {
  /** The link's path segment: `/{token}`. */
  token: string;
  /** A lander route's path: `/landers/gallery/summer`. */
  lander: string;
  /** The tracking query without `?`: `network=partner1&ref=spring`; empty for none. */
  query: string;
}

export type EntryLinkResult = { ok: true; target: string } | { ok: false; problem: string };

/**
 * The tracking query as stored: only the tracking keys, each once, each valid by the shared tracking
 * schema (what signup accepts), in a fixed order; or the problem.
 */
function normalizeTrackingQuery(query: string): { ok: true; query: string } | { ok: false; problem: string } {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const values: Record<string, string> = {};
  for (const [key, value] of params) {
    if (!(TRACKING_KEYS as readonly string[]).includes(key)) {
      return { ok: false, problem: `"${key}" is no tracking key (${TRACKING_KEYS.join(', ')})` };
    }
    if (key in values) return { ok: false, problem: `"${key}" is given twice` };
    if (value.trim() === '') return { ok: false, problem: `"${key}" is empty` };
    values[key] = value;
  }
  const parsed = TrackingQuerySchema.strict().safeParse(values);
  if (!parsed.success)
    return {
      ok: false,
      problem: `the tracking query is not valid: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    };
  const normalized = new URLSearchParams();
  for (const key of TRACKING_KEYS) {
    const value = parsed.data[key];
    if (value !== undefined) normalized.set(key, value);
  }
  return { ok: true, query: normalized.toString() };
}

/** Why the input cannot be an entry link, or the stored form of its query. */
export function checkEntryLink(input: EntryLinkInput): { ok: true; query: string } | { ok: false; problem: string } {
  if (!TOKEN_LINK_PATTERN.test(input.token)) return { ok: false, problem: 'the token must be 16–128 characters of A–Z, a–z, 0–9, _ and -' };
  // A token that spells another page's path would never reach the token page.
  if (matchRoute(`/${input.token}`)?.route.name !== 'token') return { ok: false, problem: `/${input.token} is another page's path` };
  const lander = matchRoute(input.lander);
  if (!LANDING_PATH_PATTERN.test(input.lander) || lander?.route.layout !== 'lander') {
    return { ok: false, problem: `${input.lander} is no lander page (e.g. /landers/gallery/summer)` };
  }
  return normalizeTrackingQuery(input.query);
}

/**
 * Stores a campaign entry link: `/{token}` then opens `lander` with the tracking query. A token is
 * made once (an ad printed with it must not change its target); an existing one is refused.
 */
export async function createEntryLink(db: DbOrTx, input: EntryLinkInput): Promise<EntryLinkResult> {
  const checked = checkEntryLink(input);
  if (!checked.ok) return checked;
  const [inserted] = await db
    .insert(entryLinks)
    .values({ token: input.token, targetPath: input.lander, trackingQuery: checked.query })
    .onConflictDoNothing()
    .returning({ token: entryLinks.token });
  if (!inserted) return { ok: false, problem: `the entry link /${input.token} exists already` };
  return { ok: true, target: entryTarget(input.lander, checked.query) };
}

/** The demo data's entry link: `/demo-summer-gallery` opens the summer gallery lander as traffic of network `demo`. */
export const DEMO_ENTRY_LINK: EntryLinkInput = {
  token: 'demo-summer-gallery',
  lander: '/landers/gallery/summer',
  query: 'network=demo&ref=entry-link',
};

export async function seedDemoEntryLink(db: DbOrTx): Promise<void> {
  const made = await createEntryLink(db, DEMO_ENTRY_LINK);
  if (!made.ok) throw new Error(`seed: demo entry link: ${made.problem}`);
}
