import path from 'node:path';
import { HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { landerEndpoint, type LanderProfile, type LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../../parcels';
import { queryClient } from '../../../query-client';

const profile = (id: number, name: string): LanderProfile => ({
  id,
  name,
  age: 31,
  gender: 'female',
  country: 'DE',
  city: 'Köln',
  main_image: { filename: `${id}.jpg`, thumb_filename: `${id}-t.jpg`, status: 'active', match: `${id}-m.jpg` },
  online: true,
  fictional: true,
  about: '',
  interests: [],
  region: null,
  lat: null,
  lon: null,
});

const server = setupScreenServer();
afterEach(() => queryClient.clear());

function mountLander(slug?: string, variant: LanderResponse['variant'] = { kind: 'default' }) {
  const profiles = ['Anna', 'Berit', 'Clara', 'Dana', 'Eva', 'Fenja'].map((name, index) => profile(600 + index, name));
  server.use(endpointHandler(landerEndpoint, () => HttpResponse.json({ variant, country: 'DE', profiles, places: [] })));
  return mountScreen(parcels.lander, { route: 'landers-name-slug', params: { name: 'transitionsvideolanding', slug } });
}

describe('transitionsvideolanding lander', () => {
  it('shows the headline over the photos: one per column at first, the first one loaded at once', async () => {
    await mountLander();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Someone near you is looking for you too');
    const photos = await screen.findByRole('list', { name: 'Singles on the site' });
    const images = photos.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  });

  it("shows the slug's headline", async () => {
    await mountLander('valentine', { kind: 'campaign', slug: 'valentine', campaign: 'valentine' });
    expect(await screen.findByRole('heading', { level: 1, name: "Nobody to share Valentine's Day with?" })).toBeVisible();
  });

  it('leads to signup: the call to action plainly, the caption with a first message to who is shown', async () => {
    const { user, navigate } = await mountLander();
    const photos = await screen.findByRole('list', { name: 'Singles on the site' });
    await user.click(within(photos).getByRole('link', { name: /^Anna, 31 · Köln/ }));
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=600');
    await user.click(screen.getByRole('link', { name: 'Sign up free' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });

  it('keeps its copy and the call to action when the profiles cannot be loaded', async () => {
    server.use(endpointHandler(landerEndpoint, () => HttpResponse.json({ error: { code: 'generic', message: 'down' } }, { status: 500 })));
    await mountScreen(parcels.lander, { route: 'landers-name-slug', params: { name: 'transitionsvideolanding' } });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Someone near you is looking for you too');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
