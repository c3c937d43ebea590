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
  answerWith(profiles, (slug) => (slug === 'summer' ? { kind: 'campaign', slug, campaign: 'summer' } : undefined)),
);
const open = (slug?: string) => openLander('gallery', slug);

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

  itLeadsToSignup(open);

  itKeepsItsCopyWhenProfilesFail(server, open, {
    headline: 'Singles near you',
    profilesPart: () => screen.queryByRole('heading', { level: 2, name: "Who's here" }),
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
