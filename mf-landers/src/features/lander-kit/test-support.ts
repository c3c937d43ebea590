import { HttpResponse } from 'msw';
import { landerEndpoint, landingProfileEndpoint, type LanderProfile } from '@dating/shared/contracts/landers';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';

/** A fictional profile as GET /api/landing-profile.php answers it, for the member pages' tests. */
export function landerProfile(id: number, name = `Member ${id}`): LanderProfile {
  return {
    id,
    name,
    age: 31,
    gender: 'female',
    country: 'NL',
    city: 'Utrecht',
    main_image: { filename: `p${id}.jpg`, thumb_filename: `p${id}-thumb.jpg`, status: 'active', match: `p${id}-match.jpg` },
    online: true,
    fictional: true,
    about: 'Coffee first, then adventures.',
    interests: ['travel'],
    region: 'Utrecht',
    lat: null,
    lon: null,
  };
}

/**
 * The member pages' api: the landing profile for `known` ids (404 `not_found` for any other), and the
 * gallery lander's profiles for "more singles". `onLander` sees each lander request.
 */
export function memberPageHandlers({ known, onLander }: { known: LanderProfile[]; onLander?: (url: URL) => void }) {
  return [
    endpointHandler(landingProfileEndpoint, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const profile = known.find((candidate) => candidate.id === id);
      return profile
        ? HttpResponse.json({ profile })
        : HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    }),
    endpointHandler(landerEndpoint, ({ request }) => {
      onLander?.(new URL(request.url));
      return HttpResponse.json({
        variant: { kind: 'campaign', slug: 'weekend', campaign: 'weekend' },
        country: 'NL',
        profiles: [41, 42, 43].map((id) => landerProfile(id)),
        places: [],
      });
    }),
  ];
}
