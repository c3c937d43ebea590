import { screen } from '@testing-library/react';
import type { User } from '@dating/shared/contracts/user';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createSearchHandler } from '@dating/shared/msw/search';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import { SIGNUP_MATCHES_LIMIT } from './signup-matches-screen';
import * as matchesParcel from './signup-matches.parcel';

const server = setupScreenServer();

async function renderMatches(user: User | null) {
  const searches: URL[] = [];
  server.use(createSearchHandler({ onRequest: (url) => searches.push(url) }));
  await mountScreen(matchesParcel, { route: 'signup-matches', user });
  return { searches };
}

describe('signup matches screen', () => {
  it('searches with the member’s own defaults and shows the matches as profile cards', async () => {
    // A heterosexual man in NL: women, in his country, an age band around his own.
    const { searches } = await renderMatches(freeUserFixture);
    const list = await screen.findByRole('list', { name: 'Matching members' });
    expect(list.querySelectorAll('[data-testid="member-card"]').length).toBeGreaterThan(0);
    const query = searches[0]!.searchParams;
    expect(query.get('gender')).toBe('female');
    expect(query.get('country')).toBe('NL');
    expect(query.get('limit')).toBe(String(SIGNUP_MATCHES_LIMIT));
    expect(Number(query.get('min_age'))).toBeLessThan(Number(query.get('max_age')));
    expect(screen.getByText(`Welcome, ${freeUserFixture.profile.name}! These members match what you are looking for.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /matching member/ })).toHaveAttribute('href', '/members');
    const firstCard = list.querySelector('a');
    expect(firstCard?.getAttribute('href')).toMatch(/^\/members\/\d+$/);
  });

  it('reminds a member who has not confirmed the e-mail address yet (this layout has no reminder slot)', async () => {
    await renderMatches({ ...freeUserFixture, status: 'not_confirmed', profile: { ...freeUserFixture.profile, status: 'disabled' } });
    expect(await screen.findByTestId('activation-reminder')).toHaveTextContent(`we sent a link to ${freeUserFixture.email}`);
  });

  it('asks a visitor to log in, without searching', async () => {
    const { searches } = await renderMatches(null);
    expect(await screen.findByRole('link', { name: 'Log in to see your matches' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fsignup-matches',
    );
    expect(searches).toEqual([]);
  });
});
