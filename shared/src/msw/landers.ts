import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import {
  endLandingVisitEndpoint,
  LanderQuerySchema,
  LandingProfileQuerySchema,
  LandingVisitEndRequestSchema,
  LandingVisitRequestSchema,
  landerEndpoint,
  landingProfileEndpoint,
  startLandingVisitEndpoint,
  type LanderProfile,
  type LanderVariant,
  type LandingVisitRequest,
} from '../contracts/landers';
import { LANDER_CAMPAIGNS, LANDER_PROFILES_MAX, toSlug } from '../landers/lander-catalog';
import { endpointHandler } from './endpoint-handler';
import { interestsFixture, landerPlacesFixture, landerProfilesFixture, settingsFixture } from './fixtures';
import { errorResponse, readJson } from './responses';

/** A visit the mock logged (bounce logging), for assertions. */
export interface MockLandingVisit extends LandingVisitRequest {
  visit: string;
  /** Null until the first end; later ends change nothing (as in the api). */
  acted: boolean | null;
}

export interface LandersMockOptions {
  /** The fictional profiles landers choose from; default landerProfilesFixture. */
  profiles?: LanderProfile[];
  /** The visitor's GeoIP country; default the settings fixture's. `?geoip_country=` on a call wins, as on localhost. */
  country?: string | null;
}

/** The variant a slug selects, in the api's order: campaign, interest, a city with profiles, else the default. */
function variantOf(slug: string | undefined, profiles: readonly LanderProfile[]): LanderVariant {
  if (!slug) return { kind: 'default' };
  const campaign = LANDER_CAMPAIGNS.find((name) => name === slug);
  if (campaign) return { kind: 'campaign', slug, campaign };
  if (interestsFixture.some((interest) => interest.slug === slug)) return { kind: 'interest', slug, interest: slug };
  const city = profiles.find((profile) => toSlug(profile.city) === slug)?.city;
  return city ? { kind: 'city', slug, city } : { kind: 'default' };
}

/**
 * GET /api/lander.php, GET /api/landing-profile.php and the bounce-logging pair over fixtures: the
 * api's variant order, the visitor's country first then online first, places only for `maplanding`,
 * 404 for an id that is no lander profile, the client header required to start a visit (not to end it:
 * a beacon cannot send it), the first end kept.
 */
export function createLandersHandlers(
  state: { landingVisits: MockLandingVisit[] },
  { profiles = landerProfilesFixture, country = settingsFixture.geoip_country }: LandersMockOptions = {},
): { handlers: HttpHandler[] } {
  let visits = 0;
  const handlers: HttpHandler[] = [
    endpointHandler(landerEndpoint, ({ request }) => {
      const url = new URL(request.url);
      const query = LanderQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return errorResponse(400, 'validation_failed', 'Invalid lander query', 'name');
      const visitorCountry = url.searchParams.get('geoip_country')?.toUpperCase() ?? country;
      const variant = variantOf(query.data.slug, profiles);
      const fitting = profiles.filter(
        (profile) =>
          (variant.kind !== 'city' || profile.city === variant.city) &&
          (variant.kind !== 'interest' || profile.interests.includes(variant.interest)),
      );
      const ordered = [...fitting].sort(
        (a, b) =>
          Number(b.country === visitorCountry) - Number(a.country === visitorCountry) || Number(b.online) - Number(a.online) || a.id - b.id,
      );
      return HttpResponse.json({
        variant,
        country: visitorCountry,
        profiles: ordered.slice(0, LANDER_PROFILES_MAX),
        places: query.data.name === 'maplanding' ? landerPlacesFixture : [],
      });
    }),
    endpointHandler(landingProfileEndpoint, ({ request }) => {
      const query = LandingProfileQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return errorResponse(400, 'validation_failed', 'Invalid id', 'id');
      const profile = profiles.find((candidate) => candidate.id === query.data.id);
      return profile ? HttpResponse.json({ profile }) : errorResponse(404, 'not_found', 'No such profile');
    }),
    endpointHandler(startLandingVisitEndpoint, async ({ request }) => {
      if (request.headers.get(CLIENT_HEADER) === null) return errorResponse(403, 'csrf_failed', 'Missing client header');
      const body = LandingVisitRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid visit', 'page');
      visits += 1;
      const visit = `00000000-0000-4000-8000-${String(visits).padStart(12, '0')}`;
      state.landingVisits.push({ ...body.data, visit, acted: null });
      return HttpResponse.json({ visit });
    }),
    endpointHandler(endLandingVisitEndpoint, async ({ request }) => {
      // A beacon's body may come as text/plain: read the text, as the api's lenient parser does.
      let raw: unknown;
      try {
        raw = JSON.parse(await request.text());
      } catch {
        raw = undefined;
      }
      const body = LandingVisitEndRequestSchema.safeParse(raw);
      if (!body.success) return errorResponse(400, 'validation_failed', 'Invalid visit', 'visit');
      const visit = state.landingVisits.find((candidate) => candidate.visit === body.data.visit);
      if (visit && visit.acted === null) visit.acted = body.data.acted;
      return HttpResponse.json({ ok: true as const });
    }),
  ];
  return { handlers };
}
