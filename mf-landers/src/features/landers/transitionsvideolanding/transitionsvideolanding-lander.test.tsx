import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { failingLanderHandler, landerHandler, landerProfile, openLander, setupLanderServer } from '../../../test-support/lander-test-kit';

const profile = (id: number, name: string) => landerProfile(id, name, { age: 31, country: 'DE', city: 'Köln' });

const server = setupLanderServer();

function mountLander(slug?: string, variant: LanderResponse['variant'] = { kind: 'default' }) {
  const profiles = ['Anna', 'Berit', 'Clara', 'Dana', 'Eva', 'Fenja'].map((name, index) => profile(600 + index, name));
  server.use(landerHandler(() => ({ variant, country: 'DE', profiles, places: [] })));
  return openLander('transitionsvideolanding', slug);
}

describe('transitionsvideolanding lander', () => {
  it('shows the headline over the photos: one per column at first, the first one loaded at once', async () => {
    await mountLander();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Someone near you is looking for you too');
    const photos = await screen.findByRole('list', { name: 'Singles on the site' });
    // The list's frame may be there before its photos (settings arrive on their own): wait for them.
    await waitFor(() =>
      expect([...photos.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']),
    );
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
    server.use(failingLanderHandler());
    await openLander('transitionsvideolanding');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Someone near you is looking for you too');
    expect(screen.getByRole('link', { name: 'Sign up free' })).toHaveAttribute('href', '/signup');
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
