import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { landerEndpoint, type LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { profileFixtures } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../../parcels';
import { queryClient } from '../../../query-client';

const profiles = profileFixtures.map((profile) => ({
  ...profile,
  fictional: true,
  about: '',
  interests: [],
  region: null,
  lat: null,
  lon: null,
}));

const server = setupScreenServer(
  endpointHandler(landerEndpoint, ({ request }) => {
    const slug = new URL(request.url).searchParams.get('slug');
    const answer: LanderResponse = {
      variant: slug === 'summer' ? { kind: 'campaign', slug, campaign: 'summer' } : { kind: 'default' },
      country: 'NL',
      profiles,
      places: [],
    };
    return HttpResponse.json(answer);
  }),
);
afterEach(() => queryClient.clear());

const open = (slug?: string) => mountScreen(parcels.lander, { route: 'landers-name-slug', params: { name: 'gallery', slug } });

describe('gallery lander', () => {
  it('shows its headline and a card per profile, with the fictional marker and the online state', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles near you' })).toBeInTheDocument();
    const card = (await screen.findByText('Sanne, 29')).closest('a')!;
    expect(within(card).getByText('Utrecht')).toBeInTheDocument();
    expect(within(card).getByText('Online now')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(profiles.length);
    expect(screen.getByText('Online now: 2')).toBeInTheDocument();
  });

  it("a campaign slug shows the campaign's headline", async () => {
    await open('summer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer is better together' })).toBeInTheDocument();
  });

  it('the call to action leads to signup, a profile to signup with that profile', async () => {
    const { navigate, user } = await open();
    await user.click((await screen.findAllByRole('link', { name: 'Sign up free' }))[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
    await user.click((await screen.findByText('Lotte, 34')).closest('a')!);
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=102');
  });

  it('keeps its copy and the call to action when the profiles fail', async () => {
    server.use(endpointHandler(landerEndpoint, () => HttpResponse.json({ error: { code: 'generic', message: 'down' } }, { status: 500 })));
    const { navigate, user } = await open();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: "Who's here" })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Singles near you' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
