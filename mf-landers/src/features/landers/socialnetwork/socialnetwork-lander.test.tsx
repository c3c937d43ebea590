import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { failingLanderHandler, landerHandler, landerProfile, openLander, setupLanderServer } from '../../../test-support/lander-test-kit';

const profile = (id: number, name: string, online: boolean) =>
  landerProfile(id, name, { online, about: `Hi, I am ${name}.`, interests: ['hiking', 'wine'] });

const answer = (variant: LanderResponse['variant']): LanderResponse => ({
  variant,
  country: 'NL',
  profiles: [profile(501, 'Sanne', true), profile(502, 'Lotte', false)],
  places: [],
});

const server = setupLanderServer();

function mountLander(slug?: string, variant: LanderResponse['variant'] = { kind: 'default' }) {
  server.use(landerHandler(() => answer(variant)));
  return openLander('socialnetwork', slug);
}

describe('socialnetwork lander', () => {
  it('shows the feed: a post per profile with her text, interests and the fictional marker; stories of who is online', async () => {
    await mountLander();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('See what singles near you are sharing');
    const post = await screen.findByRole('article', { name: /Sanne, 29/ });
    expect(post).toHaveTextContent('Hi, I am Sanne.');
    expect(within(post).getByText('Hiking')).toBeVisible();
    expect(within(post).getByRole('img', { name: 'fictional profile' })).toBeVisible();
    const stories = screen.getByRole('region', { name: 'Online now' });
    expect(
      within(stories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SanneSay hello to Sanne']);
  });

  it("shows the slug's headline", async () => {
    await mountLander('summer', { kind: 'campaign', slug: 'summer', campaign: 'summer' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer is better together' })).toBeVisible();
  });

  it('leads to signup: the call to action plainly, a like or a comment with a first message to that profile', async () => {
    const { user, navigate } = await mountLander();
    await user.click(await screen.findByRole('link', { name: 'Like the post by Lotte' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=502');
    await user.click(screen.getByRole('link', { name: 'Comment on the post by Sanne' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=501');
    await user.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });

  it('keeps its copy and the call to action when the profiles cannot be loaded', async () => {
    server.use(failingLanderHandler());
    await openLander('socialnetwork');
    expect(await screen.findByText(/The posts could not be loaded/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('See what singles near you are sharing');
    expect(screen.getAllByRole('link', { name: 'Sign up free' }).length).toBeGreaterThan(0);
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
