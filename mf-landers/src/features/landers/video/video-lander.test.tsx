import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { failingLanderHandler, landerHandler, landerProfile, openLander, setupLanderServer } from '../../../test-support/lander-test-kit';

const profile = (id: number, name: string, online = true) => landerProfile(id, name, { age: 27, country: 'SE', city: 'Malmö', online });

const server = setupLanderServer();
afterEach(() => {
  delete (window as Partial<Window>).matchMedia;
});

function mountLander(slug?: string, variant: LanderResponse['variant'] = { kind: 'default' }) {
  const profiles = [profile(701, 'Alva'), profile(702, 'Ebba', false), profile(703, 'Maja')];
  server.use(landerHandler(() => ({ variant, country: 'SE', profiles, places: [] })));
  return openLander('video', slug);
}

const video = () => document.querySelector('video');

describe('video lander', () => {
  it('plays a muted looping clip behind the headline, its poster at once, hidden from screen readers', async () => {
    await mountLander();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Your next date could be one message away');
    const clip = video()!;
    expect(clip.autoplay && clip.muted && clip.loop).toBe(true);
    expect(clip).toHaveAttribute('playsinline');
    expect(clip).toHaveAttribute('preload', 'metadata');
    expect(clip).toHaveAttribute('poster', 'asset-stub');
    expect(clip.closest('[aria-hidden="true"]')).not.toBeNull();
    expect([...clip.querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
  });

  it('shows only the poster when the visitor asked for less motion', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    await mountLander();
    expect(await screen.findByTestId('video-poster')).toHaveAttribute('src', 'asset-stub');
    expect(video()).toBeNull();
  });

  it("shows the slug's headline", async () => {
    await mountLander('weekend', { kind: 'campaign', slug: 'weekend', campaign: 'weekend' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans for the weekend? Meet someone new' })).toBeVisible();
  });

  it('leads to signup: the call to action plainly, a profile with a first message to her or him', async () => {
    const { user, navigate } = await mountLander();
    const near = await screen.findByRole('region', { name: 'Singles near you' });
    await user.click(await within(near).findByRole('link', { name: /Say hello to Ebba/ }));
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=702');
    await user.click(screen.getAllByRole('link', { name: 'Sign up free' })[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });

  it('keeps its copy and the call to action when the profiles cannot be loaded', async () => {
    server.use(failingLanderHandler());
    await openLander('video');
    expect(await screen.findByText(/The profiles could not be loaded/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Sign up free' })[0]).toHaveAttribute('href', '/signup');
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
