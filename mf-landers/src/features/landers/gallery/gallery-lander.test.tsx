import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import {
  answerWith,
  failingLanderHandler,
  fixtureLanderProfiles,
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

  it('the call to action leads to signup, a profile to signup with that profile', async () => {
    const { navigate, user } = await open();
    await user.click((await screen.findAllByRole('link', { name: 'Sign up free' }))[0]!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
    await user.click((await screen.findByText('Lotte, 34')).closest('a')!);
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=102');
  });

  it('keeps its copy and the call to action when the profiles fail', async () => {
    server.use(failingLanderHandler());
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
