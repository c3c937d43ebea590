import { z } from 'zod';
import { LANDER_CAMPAIGNS, LANDER_NAMES, LANDER_PROFILES_MAX, LANDER_SLUG_PATTERN, LANDING_PAGES } from '../landers/lander-catalog';
import { defineEndpoint } from './endpoint';
import { lineText, queryRowId } from './fields';
import { ProfileSummarySchema } from './profile';
import { TrackingQuerySchema } from './signup';
import { OkResponseSchema } from './user';

/**
 * The variant a lander's `{slug}` selects, as the api resolved it: a campaign, an interest (its slug, as in
 * GET /api/interests.php and the common `interests.<slug>` texts), a city with fictional profiles (its
 * name as written), or the default — which is also what an unknown slug gets.
 */
const LanderVariantSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('default') }),
  z.object({ kind: z.literal('campaign'), slug: z.string(), campaign: z.enum(LANDER_CAMPAIGNS) }),
  z.object({ kind: z.literal('interest'), slug: z.string(), interest: z.string() }),
  z.object({ kind: z.literal('city'), slug: z.string(), city: z.string() }),
]);
export type LanderVariant = z.infer<typeof LanderVariantSchema>;

/**
 * A profile as landers show it: a search card's fields, the first line of its "about me" (at most 140
 * characters, cut at a word), up to three interest slugs, and where it is (for the map lander).
 */
export const LanderProfileSchema = ProfileSummarySchema.extend({
  about: z.string(),
  interests: z.array(z.string()).max(3),
  region: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
});
export type LanderProfile = z.infer<typeof LanderProfileSchema>;

/** A place on the map lander: a city of the visitor's country and how many of the profiles shown live there. */
export const LanderPlaceSchema = z.object({ name: z.string(), lat: z.number(), lon: z.number(), profiles: z.number().int().min(0) });
export type LanderPlace = z.infer<typeof LanderPlaceSchema>;

/** GET /api/lander.php: which lander (or `tinderswipe`), the optional slug, the tracking source. */
export const LanderQuerySchema = z.object({
  name: z.enum([...LANDER_NAMES, 'tinderswipe']),
  slug: z.string().regex(LANDER_SLUG_PATTERN).optional(),
  network: lineText().max(100).optional(),
  ref: lineText().max(255).optional(),
});

/**
 * What a lander shows: the variant, the visitor's country (GeoIP, null when unknown) the profiles were
 * chosen for, the profiles — only the site's fictional profiles, never a real member (an ad never uses a
 * real person), with a photo, of the variant's city or interest when it has one, the visitor's country
 * first — and, for `maplanding`, the places of that country (empty for the others).
 */
export const LanderResponseSchema = z.object({
  variant: LanderVariantSchema,
  country: z.string().length(2).nullable(),
  profiles: z.array(LanderProfileSchema).max(LANDER_PROFILES_MAX),
  places: z.array(LanderPlaceSchema),
});
export type LanderResponse = z.infer<typeof LanderResponseSchema>;

export const landerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/lander.php',
  access: 'visitor',
  cache: { private: 60 },
  // A mobile network's shared address (carrier-grade NAT) carries many visitors, so the bar is high: it stops a script, not them.
  rate: { per: 'address', max: 120, windowSeconds: 60 },
  query: LanderQuerySchema,
  response: LanderResponseSchema,
});

/**
 * GET /api/landing-profile.php?id=: the one profile a member landing page puts first. Only the site's
 * fictional profiles have landing pages; an unknown, hidden or real member's id is 404 `not_found`.
 */
export const LandingProfileQuerySchema = z.object({ id: queryRowId() });
export const LandingProfileResponseSchema = z.object({ profile: LanderProfileSchema });

export const landingProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/landing-profile.php',
  access: 'visitor',
  cache: { private: 60 },
  // As the lander itself: high, for addresses many visitors share.
  rate: { per: 'address', max: 120, windowSeconds: 60 },
  query: LandingProfileQuerySchema,
  response: LandingProfileResponseSchema,
  errors: ['not_found'],
});

/**
 * POST /api/landing-visit.php — bounce logging, only when the landing URL carries `lb`: a visit begins
 * on a landing page (which page, its slug, the tracking query). The answer's `visit` is the opaque key
 * its end is reported with.
 */
export const LandingVisitRequestSchema = z.object({
  page: z.enum(LANDING_PAGES),
  slug: z.string().regex(LANDER_SLUG_PATTERN).nullable(),
  tracking: TrackingQuerySchema.nullable(),
});
export type LandingVisitRequest = z.infer<typeof LandingVisitRequestSchema>;
export const LandingVisitResponseSchema = z.object({ visit: z.uuid() });

export const startLandingVisitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/landing-visit.php',
  access: 'visitor',
  cache: 'no-store',
  // A visitor opens a few landing pages; more is someone filling the table.
  rate: { per: 'address', max: 30, windowSeconds: 60 },
  body: LandingVisitRequestSchema,
  response: LandingVisitResponseSchema,
});

/**
 * POST /api/landing-visit-end.php, sent with navigator.sendBeacon (so without the client header, and
 * possibly as text/plain) when the visit ends: the page is hidden, or the visitor leaves the landing page
 * inside the app. `acted`: the visitor took a step toward signing up (a call to action, a profile, a
 * swipe). The first end counts; a visit that ended without acting is a bounce.
 */
export const LandingVisitEndRequestSchema = z.object({ visit: z.uuid(), acted: z.boolean() });

export const endLandingVisitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/landing-visit-end.php',
  access: 'visitor',
  cache: 'no-store',
  // One per visit begun, with room for repeated beacons.
  rate: { per: 'address', max: 60, windowSeconds: 60 },
  csrfExempt: 'sent with navigator.sendBeacon, which cannot set headers; it only closes a bounce-logging row by its random id',
  body: LandingVisitEndRequestSchema,
  response: OkResponseSchema,
});
