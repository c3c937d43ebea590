// The landers' screen tests: the lander endpoint answered by msw, a lander mounted as the shell does.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { landerEndpoint, type LanderProfile, type LanderResponse } from '@dating/shared/contracts/landers';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { profileFixtures } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer, type ScreenOptions } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../parcels';
import { queryClient } from '../query-client';

/** A shared fixture profile as a lander shows it: fictional, without about, interests or a place on the map. */
export const asLanderProfile = (profile: ProfileSummary): LanderProfile => ({
  ...profile,
  fictional: true,
  about: '',
  interests: [],
  region: null,
  lat: null,
  lon: null,
});

/** The shared fixture profiles (Sanne and Mila online, Lotte not) as a lander shows them. */
export const fixtureLanderProfiles = (): LanderProfile[] => profileFixtures.map(asLanderProfile);

/** A made-up online fictional profile with a photo; `fields` sets the rest. */
export const landerProfile = (id: number, name: string, fields: Partial<LanderProfile> = {}): LanderProfile => ({
  id,
  name,
  age: 29,
  gender: 'female',
  country: 'NL',
  city: 'Utrecht',
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, status: 'active', match: `${id}-m.jpg` },
  online: true,
  fictional: true,
  about: '',
  interests: [],
  region: null,
  lat: null,
  lon: null,
  ...fields,
});

/** The lander endpoint answering `answer` (given the slug asked for). */
export const landerHandler = (answer: (slug: string | null) => LanderResponse) =>
  endpointHandler(landerEndpoint, ({ request }) => HttpResponse.json(answer(new URL(request.url).searchParams.get('slug'))));

/** The lander endpoint failing, as when the api is down. */
export const failingLanderHandler = () =>
  endpointHandler(landerEndpoint, () => HttpResponse.json({ error: { code: 'generic', message: 'down' } }, { status: 500 }));

/** The lander's answer of `profiles` in the default variant, or in `variantFor(slug)` where that gives one. */
export const answerWith =
  (profiles: LanderProfile[], variantFor: (slug: string) => LanderResponse['variant'] | undefined = () => undefined) =>
  (slug: string | null): LanderResponse => ({
    variant: (slug === null ? undefined : variantFor(slug)) ?? { kind: 'default' },
    country: 'NL',
    profiles,
    places: [],
  });

/**
 * The msw server of a lander test file (hooks registered), the lander endpoint answering `answer`
 * when given; the lander queries are forgotten after each test.
 */
export function setupLanderServer(answer?: (slug: string | null) => LanderResponse): SetupServer {
  const server = answer ? setupScreenServer(landerHandler(answer)) : setupScreenServer();
  afterEach(() => queryClient.clear());
  return server;
}

/** Mounts the lander `name` (under /landers/name/slug) as the shell does. */
export const openLander = (name: string, slug?: string, options: Omit<ScreenOptions<never>, 'route' | 'params'> = {}) =>
  mountScreen(parcels.lander, { route: 'landers-name-slug', params: { name, slug }, ...options });

type OpenLander = () => ReturnType<typeof openLander>;

/** The call to action leads to signup, a profile (Lotte of the fixtures) to signup with that profile. */
export function itLeadsToSignup(open: OpenLander): void {
  it('the call to action leads to signup, a profile to signup with that profile', async () => {
    const { navigate, user } = await open();
    await user.click((await screen.findAllByRole('link', { name: 'Sign up free' }))[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
    await user.click((await screen.findByText('Lotte, 34')).closest('a')!);
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=102');
  });
}

/**
 * When the profiles fail, the lander keeps its `headline` and its call to action, and what the profiles
 * fill (`profilesPart`, null when not shown) is gone.
 */
export function itKeepsItsCopyWhenProfilesFail(
  server: SetupServer,
  open: OpenLander,
  { headline, profilesPart }: { headline: string; profilesPart: () => HTMLElement | null },
): void {
  it('keeps its copy and the call to action when the profiles fail', async () => {
    server.use(failingLanderHandler());
    const { navigate, user } = await open();
    await waitFor(() => expect(profilesPart()).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: headline })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });
}
