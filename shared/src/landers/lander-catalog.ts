/**
 * The landers and what selects their variants. Plain constants only (no zod): the route table, the api and
 * the landers remote all read them.
 */

/** The named advertising landers of `/landers/{name}/{slug?}`, each a design of its own. */
export const LANDER_NAMES = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
] as const;
export type LanderName = (typeof LANDER_NAMES)[number];

/**
 * Every page a visit is logged for (bounce logging with `lb`): the named landers, the visitors' swipe
 * lander, the home page and the three member landing designs.
 */
export const LANDING_PAGES = [...LANDER_NAMES, 'tinderswipe', 'index', 'member-landing', 'member-landing2', 'member-landing3'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/**
 * Campaign slugs: a season or a moment an ad campaign runs under, each with its own headline. A slug that
 * is no campaign may still name an interest or a city (the api resolves it); anything else is the default.
 */
export const LANDER_CAMPAIGNS = ['weekend', 'summer', 'valentine', 'tonight'] as const;
export type LanderCampaign = (typeof LANDER_CAMPAIGNS)[number];

/** Profiles a lander shows at most. */
export const LANDER_PROFILES_MAX = 24;

/** What a slug may look like (the route table's rule): lower-case letters, digits and dashes. */
export const LANDER_SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/**
 * A place name or interest as a slug: lower case, accents dropped, anything else a dash
 * ("'s-Hertogenbosch" → "s-hertogenbosch", "Zürich" → "zurich", "one night stand" → "one-night-stand").
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
