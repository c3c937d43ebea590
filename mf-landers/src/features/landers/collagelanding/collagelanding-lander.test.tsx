import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import {
  answerWith,
  fixtureLanderProfiles,
  itKeepsItsCopyWhenProfilesFail,
  itLeadsToSignup,
  openLander,
  setupLanderServer,
} from '../../../test-support/lander-test-kit';

const profiles = fixtureLanderProfiles();
const server = setupLanderServer(
  answerWith(profiles, (slug) => (slug === 'amsterdam' ? { kind: 'city', slug, city: 'Amsterdam' } : undefined)),
);
const open = (slug?: string) => openLander('collagelanding', slug);

describe('collage lander', () => {
  it('shows its headline over a collage of the profiles; tiles without a profile are only decoration', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Someone here is just your type' })).toBeInTheDocument();
    const collage = within(screen.getByRole('region', { name: 'Profiles to choose from' }));
    const tile = (await collage.findByText('Sanne, 29')).closest('a')!;
    expect(within(tile).getByText('Online now')).toBeInTheDocument();
    expect(within(tile).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
    expect(collage.getAllByRole('link')).toHaveLength(profiles.length);
    expect(screen.getByText('Online now: 2')).toBeInTheDocument();
  });

  it("a city slug shows the city's headline", async () => {
    await open('amsterdam');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles in Amsterdam are online now' })).toBeInTheDocument();
  });

  itLeadsToSignup(open);

  itKeepsItsCopyWhenProfilesFail(server, open, {
    headline: 'Someone here is just your type',
    // Once failed, the collage's tiles are the brand-coloured blocks only, and no count is claimed.
    profilesPart: () =>
      screen.queryByText(/Online now/) ??
      within(screen.getByRole('region', { name: 'Profiles to choose from' })).queryAllByRole('link')[0] ??
      null,
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
