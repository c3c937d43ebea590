import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { settingsFixture } from '@dating/shared/msw/fixtures';
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
  answerWith(profiles, (slug) => (slug === 'travelling' ? { kind: 'interest', slug, interest: 'travelling' } : undefined)),
);
const open = (slug?: string, settings = settingsFixture) => openLander('iconslanding', slug, { settings });

describe('icons lander', () => {
  it('shows its headline, six benefits and a strip of profiles', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting someone new, made simple' })).toBeInTheDocument();
    const benefits = screen.getByRole('heading', { level: 2, name: 'What you get' }).closest('section')!;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
    // The site gives new members credits: the free benefit says so.
    expect(within(benefits).getByText(/you start with free credits/)).not.toHaveAttribute('aria-hidden');
    expect(within(benefits).getByText('Creating your profile costs nothing.')).toHaveAttribute('aria-hidden', 'true');
    const strip = screen.getByRole('heading', { level: 2, name: 'Say hello to someone' }).closest('section')!;
    const sanne = (await within(strip).findByText('Sanne, 29')).closest('a')!;
    expect(within(sanne).getByText('Online now')).toBeInTheDocument();
    expect(within(sanne).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
  });

  it('claims no free credits where the site gives none', async () => {
    await open(undefined, { ...settingsFixture, signup_credits: 0 });
    expect(await screen.findByText('Creating your profile costs nothing.')).not.toHaveAttribute('aria-hidden');
    // The other wording only holds the card's height, hidden from eyes and screen readers.
    expect(screen.getByText(/you start with free credits/)).toHaveAttribute('aria-hidden', 'true');
  });

  it("an interest slug shows the interest's headline", async () => {
    await open('travelling');
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles who love Travelling' })).toBeInTheDocument();
  });

  itLeadsToSignup(open);

  itKeepsItsCopyWhenProfilesFail(server, open, {
    headline: 'Meeting someone new, made simple',
    profilesPart: () => screen.queryByRole('heading', { level: 2, name: 'Say hello to someone' }),
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
