import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { profileFixtures } from '@dating/shared/msw/fixtures';
import {
  answerWith,
  asLanderProfile,
  itKeepsItsCopyWhenProfilesFail,
  itLeadsToSignup,
  landerHandler,
  openLander,
  setupLanderServer,
} from '../../../test-support/lander-test-kit';

// Lotte (offline) comes first in the answer; Sanne and Mila are online.
const profiles = [profileFixtures[1]!, profileFixtures[0]!, profileFixtures[2]!].map(asLanderProfile);
const server = setupLanderServer(
  answerWith(profiles, (slug) => (slug === 'tonight' ? { kind: 'campaign', slug, campaign: 'tonight' } : undefined)),
);
const open = (slug?: string) => openLander('alonetonight', slug);

describe('alone tonight lander', () => {
  it('shows the headline, the local time, how many of the profiles are online, and those online first', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alone tonight?' })).toBeInTheDocument();
    expect(screen.getByText(/^It’s \d{1,2}:\d{2}/)).toBeInTheDocument();
    expect(await screen.findByText('2 online right now')).toBeInTheDocument();
    const row = screen.getByRole('heading', { level: 2, name: 'Start a conversation tonight' }).closest('section')!;
    const names = within(row)
      .getAllByRole('link')
      .map((link) => within(link).getByText(/, \d+$/).textContent);
    expect(names).toEqual(['Sanne, 29', 'Mila, 26', 'Lotte, 34']);
    expect(within(row).getAllByText('Online now')).toHaveLength(2);
  });

  it('claims no one online when none of the profiles is', async () => {
    server.use(
      landerHandler(() => ({
        variant: { kind: 'default' },
        country: 'NL',
        profiles: profiles.map((profile) => ({ ...profile, online: false })),
        places: [],
      })),
    );
    await open();
    expect(await screen.findByText('Lotte, 34')).toBeInTheDocument();
    expect(screen.queryByText(/online right now/)).not.toBeInTheDocument();
  });

  it('the tonight campaign shows its headline', async () => {
    await open('tonight');
    expect(await screen.findByRole('heading', { level: 1, name: "Who's free tonight?" })).toBeInTheDocument();
  });

  itLeadsToSignup(open);

  itKeepsItsCopyWhenProfilesFail(server, open, {
    headline: 'Alone tonight?',
    profilesPart: () => screen.queryByRole('heading', { level: 2, name: 'Start a conversation tonight' }),
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
