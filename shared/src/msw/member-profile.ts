import { HttpResponse, type HttpHandler } from 'msw';
import type { ErrorBody } from '../contracts/errors';
import {
  FREE_VISIBLE_PHOTOS,
  MemberProfileQuerySchema,
  getMemberProfileEndpoint,
  PROFILE_BASIC_FIELDS,
  PROFILE_DETAIL_FIELDS,
  VISITOR_VISIBLE_PHOTOS,
  type MemberPhoto,
  type MemberProfile,
  type MemberProfileResponse,
  type ProfileBasicField,
} from '../contracts/member-profile';
import type { GENDERS, SEXUALITIES } from '../contracts/profile';
import type { Settings } from '../contracts/settings';
import { settingsFixture } from './fixtures';
import {
  blockProfileEndpoint,
  LikeRequestSchema,
  likeProfileEndpoint,
  listBlocksEndpoint,
  unblockProfileEndpoint,
  type BlockResponse,
  type BlocksResponse,
  type LikeResponse,
} from '../contracts/blocks';
import { ReportRequestSchema, reportProfileEndpoint, type ReportRequest, type ReportResponse } from '../contracts/reports';
import { endpointHandler } from './endpoint-handler';

/** Who asks, as the api tells them apart for photo gating. */
export type ProfileViewerKind = 'visitor' | 'free' | 'premium';

/** A fixture photo before gating: every photo with its files. */
interface FixturePhoto {
  id: number;
  url: string;
  thumb: string;
}

/**
 * A member as stored: every field (details the member left empty absent or null), every photo; gender
 * and sexuality from today's lists, as the api stores them (the answer's schema takes any text).
 */
export type MemberProfileFixture = Omit<MemberProfile, 'photos' | 'notes' | ProfileBasicField> &
  Required<Pick<MemberProfile, Exclude<ProfileBasicField, 'gender' | 'sexuality'>>> & {
    gender: (typeof GENDERS)[number];
    sexuality: (typeof SEXUALITIES)[number];
    photos: FixturePhoto[];
  };

/** What of the site's settings decides the fields and notes a profile is sent with. */
export type ProfileSiteSettings = Pick<Settings, 'visible_profile_fields' | 'visible_profile_notes'>;

const photosOf = (profileId: number, count: number): FixturePhoto[] =>
  Array.from({ length: count }, (_, n) => ({
    id: profileId * 10 + n + 1,
    url: `${profileId}-${n + 1}.jpg`,
    thumb: `${profileId}-${n + 1}-thumb.jpg`,
  }));

/**
 * Full profiles for the profile view's tests and standalone page; the handler sends them as the api
 * would (profileAsSent). Ids match the search fixtures (101 Sanne, 102 Lotte, 103 Mila). Checked
 * against MemberProfileSchema in member-profile.test.ts.
 */
export const memberProfileFixtures: MemberProfileFixture[] = [
  {
    id: 101,
    name: 'Sanne',
    age: 29,
    gender: 'female',
    sexuality: 'hetero',
    country: 'NL',
    region: 'Utrecht',
    city: 'Utrecht',
    about_me: 'Morning runs, strong coffee and a good book on Sundays.',
    interests: [1, 4, 8],
    details: { relationship_status: 'single', body_type: 'athletic' },
    fictional: false,
    online: true,
    photos: photosOf(101, 5),
  },
  {
    id: 102,
    name: 'Lotte',
    age: 34,
    gender: 'female',
    sexuality: 'bi',
    country: 'NL',
    region: 'Zuid-Holland',
    city: 'Rotterdam',
    about_me: 'Always up for a concert or a long walk by the water.',
    interests: [3, 6],
    details: { relationship_status: 'divorced', body_type: null },
    fictional: true,
    online: false,
    photos: photosOf(102, 2),
  },
  {
    id: 103,
    name: 'Mila',
    age: 26,
    gender: 'female',
    sexuality: 'lesbian',
    country: 'BE',
    region: 'Antwerpen',
    city: 'Antwerpen',
    about_me: '',
    interests: [],
    details: {},
    fictional: false,
    online: true,
    photos: [],
  },
];

/** The gallery `viewer` gets: the api's rule (visitors 1, free members 3, premium all), locked ones bare. */
function gatePhotos(photos: readonly FixturePhoto[], viewer: ProfileViewerKind): MemberPhoto[] {
  const limit = viewer === 'premium' ? Number.POSITIVE_INFINITY : viewer === 'free' ? FREE_VISIBLE_PHOTOS : VISITOR_VISIBLE_PHOTOS;
  return photos.map((photo, index) => (index < limit ? { ...photo, locked: false } : { id: photo.id, locked: true }));
}

/**
 * `fixture` as the api sends it on a site with `site`'s settings to `viewer`: the fields the site
 * lists (a listed detail the member left empty as null), the notes it lists that apply, photos gated.
 */
export function profileAsSent(
  fixture: MemberProfileFixture,
  viewer: ProfileViewerKind,
  site: ProfileSiteSettings = settingsFixture,
): MemberProfile {
  const shown = new Set(site.visible_profile_fields);
  const { photos, details, ...rest } = fixture;
  const profile: MemberProfile = {
    id: rest.id,
    name: rest.name,
    country: rest.country,
    details: {},
    notes: site.visible_profile_notes.includes('fictional') && rest.fictional ? ['fictional'] : [],
    fictional: rest.fictional,
    online: rest.online,
    photos: gatePhotos(photos, viewer),
    ...(rest.liked === undefined ? {} : { liked: rest.liked }),
  };
  for (const field of PROFILE_BASIC_FIELDS) if (shown.has(field)) Object.assign(profile, { [field]: rest[field] });
  for (const field of PROFILE_DETAIL_FIELDS) if (shown.has(field)) Object.assign(profile.details, { [field]: details[field] ?? null });
  return profile;
}

export interface ProfileMockOptions {
  profiles?: MemberProfileFixture[];
  /** Who is asking (read on every request); a logged-in free member by default. */
  viewer?: () => ProfileViewerKind;
  /** The site's settings (read on every request); settingsFixture by default. */
  site?: () => ProfileSiteSettings;
  onRequest?: (url: URL) => void;
}

const error = (status: number, body: ErrorBody) => HttpResponse.json<ErrorBody>(body, { status });

/** GET /api/profile.php over the fixtures: 400 on a bad id, 404 not_found on an unknown one, else profileAsSent. */
export function createProfileHandler({
  profiles = memberProfileFixtures,
  viewer = () => 'free',
  site = () => settingsFixture,
  onRequest,
}: ProfileMockOptions = {}): HttpHandler {
  return endpointHandler(getMemberProfileEndpoint, ({ request }) => {
    const url = new URL(request.url);
    onRequest?.(url);
    const query = MemberProfileQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success)
      return error(400, { error: { code: 'validation_failed', message: 'id: expected a positive integer', field: 'id' } });
    const found = profiles.find((p) => p.id === query.data.id);
    if (!found) return error(404, { error: { code: 'not_found', message: 'Profile not found' } });
    const body: MemberProfileResponse = { profile: profileAsSent(found, viewer(), site()) };
    return HttpResponse.json(body);
  });
}

export interface ProfileActionsMockState {
  liked: Set<number>;
  blocked: Set<number>;
  reports: ReportRequest[];
}

/**
 * POST /api/like.php, POST/DELETE /api/block.php, GET /api/blocks.php and POST /api/report.php over
 * the fixtures, like the api: members only, 404 for unknown profiles, idempotent likes and blocks
 * (profile 102 likes back, so liking it is a match).
 */
export function createProfileActionHandlers({
  profiles = memberProfileFixtures,
  loggedIn = () => true,
  state = { liked: new Set<number>(), blocked: new Set<number>(), reports: [] },
}: { profiles?: MemberProfileFixture[]; loggedIn?: () => boolean; state?: ProfileActionsMockState } = {}): HttpHandler[] {
  const LIKES_BACK = new Set([102]);
  const guard = async (request: Request, schema: typeof LikeRequestSchema | typeof ReportRequestSchema) => {
    if (!loggedIn()) return { response: error(403, { error: { code: 'authentication_required', message: 'Please log in to continue.' } }) };
    const parsed = schema.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
      return { response: error(400, { error: { code: 'validation_failed', message: `${field}: invalid`, field } }) };
    }
    if (!profiles.some((p) => p.id === parsed.data.profile))
      return { response: error(404, { error: { code: 'not_found', message: 'Profile not found' } }) };
    return { body: parsed.data };
  };
  return [
    endpointHandler(likeProfileEndpoint, async ({ request }) => {
      const { response, body } = await guard(request, LikeRequestSchema);
      if (response) return response;
      state.liked.add(body.profile);
      const answer: LikeResponse = { liked: true, match: LIKES_BACK.has(body.profile) };
      return HttpResponse.json(answer);
    }),
    endpointHandler(blockProfileEndpoint, async ({ request }) => {
      const { response, body } = await guard(request, LikeRequestSchema);
      if (response) return response;
      state.blocked.add(body.profile);
      return HttpResponse.json({ blocked: true } satisfies BlockResponse);
    }),
    endpointHandler(unblockProfileEndpoint, async ({ request }) => {
      const { response, body } = await guard(request, LikeRequestSchema);
      if (response) return response;
      state.blocked.delete(body.profile);
      return HttpResponse.json({ blocked: false } satisfies BlockResponse);
    }),
    endpointHandler(listBlocksEndpoint, () => {
      if (!loggedIn()) return error(403, { error: { code: 'authentication_required', message: 'Please log in to continue.' } });
      const body: BlocksResponse = {
        blocks: [...state.blocked].flatMap((id) => {
          const p = profiles.find((profile) => profile.id === id);
          if (!p) return [];
          const main = p.photos[0];
          const profile = {
            id: p.id,
            name: p.name,
            age: p.age,
            gender: p.gender,
            country: p.country,
            city: p.city,
            online: p.online,
            fictional: p.fictional,
            main_image: main ? { filename: main.url, thumb_filename: main.thumb, status: 'active' as const, match: main.url } : null,
          };
          return [{ profile, blocked_at: '2026-01-01T12:00:00.000Z' }];
        }),
      };
      return HttpResponse.json(body);
    }),
    endpointHandler(reportProfileEndpoint, async ({ request }) => {
      const { response, body } = await guard(request, ReportRequestSchema);
      if (response) return response;
      state.reports.push(body as ReportRequest);
      return HttpResponse.json({ reported: true } satisfies ReportResponse);
    }),
  ];
}
