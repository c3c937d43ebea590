import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listInterestsEndpoint } from '@dating/shared/contracts/catalog';
import type { Locale } from '@dating/shared/contracts/locales';
import { MATCH_FINDER_INTERESTS_MAX, matchFinderEndpoint } from '@dating/shared/contracts/search';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture, interestsFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { searchProfilesFixture } from '@dating/shared/msw/search';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { queryClient } from '../../query-client';
import { ageError, answersFromQuery, queryFromAnswers, toggleInterest } from './match-finder-query';

const server = setupServer(...createMockApi().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mounted.splice(0)) await parcel.unmount();
  server.resetHandlers();
  queryClient.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function mountFinder(query: Record<string, string> = {}, locale: Locale = 'en') {
  const navigations: string[] = [];
  const shell = createStandInShell({
    route: { ...routeInfoFor('match-finder', {}), query },
    user: freeUserFixture,
    locale,
    onNavigate: (to) => navigations.push(to),
  });
  const { default: parcels } = await import('../../parcels');
  mounted.push(await mountParcel(parcels['match-finder'], shell.context));
  return { navigations };
}

describe('match finder answers', () => {
  it('round-trip through the URL, invalid URLs fall back to the empty answers', () => {
    const answers = { gender: 'female' as const, min_age: '30', max_age: '40', country: 'NL', countryregion: '5', interests: [3, 1] };
    expect(answersFromQuery(Object.fromEntries(new URLSearchParams(queryFromAnswers(answers))))).toEqual(answers);
    expect(answersFromQuery({ min_age: '50', max_age: '20' }).min_age).toBe('25');
  });
  it('ages: whole numbers 18–99, the first not above the second', () => {
    expect(ageError({ min_age: '30', max_age: '40' })).toBeNull();
    expect(ageError({ min_age: '17', max_age: '40' })).toBe('range');
    expect(ageError({ min_age: '3.5', max_age: '40' })).toBe('range');
    expect(ageError({ min_age: '41', max_age: '40' })).toBe('order');
  });
  it('at most five interests', () => {
    let chosen: number[] = [];
    for (let id = 1; id <= 7; id += 1) chosen = toggleInterest(chosen, id);
    expect(chosen).toHaveLength(MATCH_FINDER_INTERESTS_MAX);
    expect(toggleInterest(chosen, 2)).toEqual([1, 3, 4, 5]);
  });
});

describe('match finder screen', () => {
  it('walks who → age → where → interests, checks the ages, and ends in the URL of the ranked list', async () => {
    const { navigations } = await mountFinder();
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Women'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('How old should they be?')).toHaveFocus();
    const from = screen.getByLabelText('From age');
    await userEvent.clear(from);
    await userEvent.type(from, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The first age cannot be higher than the second.');
    await userEvent.clear(from);
    await userEvent.type(from, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Where should they live?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('What would you like to share?')).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText(/Coffee/));
    await userEvent.click(screen.getByRole('button', { name: 'Show my matches' }));
    expect(navigations).toHaveLength(1);
    const url = new URL(navigations[0]!, 'http://x');
    expect(url.pathname).toBe('/match-finder');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ gender: 'female', min_age: '30', max_age: '45', results: '1' });
    expect(url.searchParams.get('interests')).toMatch(/^\d+$/);
  });

  it('shows the ranked matches of the URL with their score', async () => {
    await mountFinder({ gender: 'female', min_age: '20', max_age: '60', results: '1' });
    const matches = await screen.findAllByTestId('match');
    expect(matches.length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByTestId('match-count')).toHaveTextContent(`Your ${matches.length} best matches`));
    expect(screen.getAllByTestId('match-score')[0]).toHaveTextContent('95% match');
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    expect(screen.getByTestId('fictional-legend')).toHaveTextContent('The ✦ symbol marks fictional profiles.');
  });

  it('names the interests of the interests step in the member’s language', async () => {
    await mountFinder({}, 'de');
    expect(await screen.findByText('Schritt 1 von 4')).toBeInTheDocument();
    for (let step = 1; step < 4; step += 1) await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Was möchtest du gern teilen?')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Kaffee/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Abenteuer/ })).toBeInTheDocument();
    // Each choice shows its drawn icon, which adds nothing to the checkbox's name.
    const coffee = screen.getByRole('checkbox', { name: 'Kaffee' });
    expect(coffee.closest('label')?.querySelector('svg')).toHaveAttribute('data-icon', 'coffee');
    expect(screen.queryByRole('checkbox', { name: /Coffee/ })).toBeNull();
  });

  it('lists the shared interests of a match in the member’s language, the api’s name for one the texts do not know', async () => {
    server.use(
      endpointHandler(listInterestsEndpoint, () =>
        HttpResponse.json({
          interests: [...interestsFixture, { id: 99, slug: 'brand-new-hobby', name: 'Brand new hobby', icon: 'brand-new-hobby' }],
        }),
      ),
      endpointHandler(matchFinderEndpoint, () =>
        HttpResponse.json({ matches: [{ profile: searchProfilesFixture[0]!, score: 90, shared_interests: [4, 8, 99] }] }),
      ),
    );
    await mountFinder({ gender: 'female', results: '1' }, 'de');
    const [match] = await screen.findAllByTestId('match');
    await waitFor(() =>
      expect(within(match!).getByTestId('match-score')).toHaveTextContent('90 % Übereinstimmung · Kaffee, Musik, Brand new hobby'),
    );
  });
});
