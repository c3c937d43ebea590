import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { Subject } from 'rxjs';
import { setupServer } from 'msw/node';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import type { Locale } from '@dating/shared/contracts/locales';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { createMockApi } from '@dating/shared/msw/handlers';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { createSearchHandler, searchProfilesFixture } from '@dating/shared/msw/search';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { fakeMatchMedia } from '@dating/shared/test-support/match-media';
import { queryClient } from '../../query-client';

const requests: URL[] = [];
// The recording search handler first: msw answers with the first handler that matches.
const server = setupServer(createSearchHandler({ onRequest: (url) => requests.push(url) }), ...createMockApi().handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mountedParcels: MountedParcel[] = [];
afterEach(async () => {
  // A test may have unmounted one already (leaving for a profile).
  for (const parcel of mountedParcels.splice(0)) if (parcel.parcel.getStatus() === 'MOUNTED') await parcel.unmount();
  server.resetHandlers();
  requests.length = 0;
  queryClient.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

/** The open search: every filter key present and empty (= any). */
const OPEN = { gender: '', country: '', countryregion: '', min_age: '', max_age: '' };

/**
 * Mounts the members parcel with a stand-in shell whose navigate behaves like the shell's: the URL
 * changes and the parcel is updated with the new route. Returns the navigations made, and `visit`,
 * which moves the parcel to another /members URL as the browser's Back and Forward do.
 */
async function mountMembers(
  query: Record<string, string> = {},
  user: User | null = freeUserFixture,
  site: { settings?: Settings; locale?: Locale } = {},
) {
  const navigations: { to: string; replace: boolean | undefined }[] = [];
  let mounted: MountedParcel | undefined;
  const shell = createStandInShell({ route: routeInfoFor('members', {}, query), user, ...site });
  shell.context.navigate = (to, options) => {
    navigations.push({ to, replace: options?.replace });
    const url = new URL(to, 'http://localhost');
    // Another route (a profile) would unmount this parcel in the shell; here it just stays.
    if (url.pathname !== '/members') return;
    const next = routeInfoFor('members', {}, Object.fromEntries(url.searchParams));
    void Promise.resolve().then(() => mounted?.update(shell.withRoute(next)));
  };
  const { default: parcels } = await import('../../parcels');
  mounted = await mountParcel(parcels.members, shell.context);
  mountedParcels.push(mounted);
  const visit = (to: Record<string, string>) => mounted!.update(shell.withRoute(routeInfoFor('members', {}, to)));
  return { navigations, mounted, visit };
}

/**
 * A stand-in IntersectionObserver (jsdom has none): `reachEnd` brings every watched element into
 * view, as scrolling to the end of the results does.
 */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    this.watched.add(element);
    FakeIntersectionObserver.live.add(this);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords() {
    return [];
  }
  static watching(): number {
    return [...FakeIntersectionObserver.live].reduce((sum, observer) => sum + observer.watched.size, 0);
  }
  static reachEnd() {
    // A copy: an observer's callback may connect or disconnect observers while they are walked.
    const observers = [...FakeIntersectionObserver.live];
    for (const observer of observers) {
      const entries = [...observer.watched].map(
        (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

// The results list only: a search that finds little also shows similar profiles below it.
const cards = () => {
  const list = screen.queryByRole('list', { name: 'Search results' });
  return list ? within(list).queryAllByTestId('member-card') : [];
};
const searches = () => requests.filter((url) => url.pathname === '/api/search.php');
const lastSearch = () => searches().at(-1)!;

describe('members screen', () => {
  it('starts from the member’s own defaults and writes them into the URL (replace)', async () => {
    const { navigations } = await mountMembers();
    await waitFor(() => expect(navigations).toHaveLength(1));
    // Daan: a hetero man from NL born 1990-06-15 → women in NL, ±10 years around his age.
    const url = new URL(navigations[0]!.to, 'http://localhost');
    expect(navigations[0]!.replace).toBe(true);
    expect(url.pathname).toBe('/members');
    expect(url.searchParams.get('gender')).toBe('female');
    expect(url.searchParams.get('country')).toBe('NL');
    expect(Number(url.searchParams.get('max_age')) - Number(url.searchParams.get('min_age'))).toBe(20);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(lastSearch().searchParams.get('gender')).toBe('female');
    expect(screen.getByLabelText('Looking for')).toHaveValue('female');
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    const expected = searchProfilesFixture.filter(
      (p) =>
        p.gender === 'female' &&
        p.country === 'NL' &&
        p.age >= Number(url.searchParams.get('min_age')) &&
        p.age <= Number(url.searchParams.get('max_age')),
    ).length;
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${expected} members found`);
  });

  it('leaves the address alone when the member went on before the search was ready (the shell shows another page)', async () => {
    const shell = createStandInShell({ route: routeInfoFor('members'), user: freeUserFixture });
    const navigations: string[] = [];
    shell.context.navigate = (to) => void navigations.push(to);
    // The session is not known yet: the screen waits, as on a slow first load.
    const session = new Subject<User | null>();
    shell.context.user$ = session.asObservable();
    const { default: parcels } = await import('../../parcels');
    mountedParcels.push(await mountParcel(parcels.members, shell.context));
    // The member opened Settings from the account menu: the shell is there, this parcel not told yet.
    shell.route$.next(routeInfoFor('settings'));
    await act(async () => session.next(freeUserFixture));
    await waitFor(() => expect(screen.getByLabelText('Looking for')).toBeInTheDocument());
    expect(navigations).toEqual([]);
  });

  it('puts the submitted filters into the URL as a new history entry and searches with them', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${searchProfilesFixture.length} members found`);
    expect(navigations).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Country'), 'BE');
    await user.selectOptions(screen.getByLabelText('Looking for'), 'male');
    await user.clear(screen.getByLabelText('Minimum age'));
    await user.type(screen.getByLabelText('Minimum age'), '25');
    await user.type(screen.getByLabelText('Maximum age'), '45{Enter}');

    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toEqual({ to: '/members?gender=male&country=BE&countryregion=&min_age=25&max_age=45', replace: undefined });
    await waitFor(() => expect(lastSearch().searchParams.get('country')).toBe('BE'));
    const expected = searchProfilesFixture.filter((p) => p.gender === 'male' && p.country === 'BE' && p.age >= 25 && p.age <= 45);
    await waitFor(() => expect(cards()).toHaveLength(expected.length));
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${expected.length} members found`);
  });

  it('offers the regions of the chosen country and searches by region', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers(OPEN);
    const region = screen.getByLabelText('Region');
    expect(region).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Country'), 'NL');
    await waitFor(() => expect(region).toBeEnabled());
    expect(
      within(region)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All regions', 'Noord-Holland', 'Zuid-Holland', 'Utrecht']);
    await user.selectOptions(region, '9');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigations.at(-1)?.to).toContain('country=NL&countryregion=9'));
    await waitFor(() => expect(lastSearch().searchParams.get('countryregion')).toBe('9'));
  });

  it('refuses a minimum age above the maximum, without searching', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.type(screen.getByLabelText('Minimum age'), '50');
    await user.type(screen.getByLabelText('Maximum age'), '30');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum age cannot be higher than the maximum age.');
    expect(screen.getByLabelText('Maximum age')).toHaveAttribute('aria-invalid', 'true');
    expect(navigations).toHaveLength(0);
  });

  // Two pages of cards with their like and chat buttons: more than the default 5 s on a busy machine.
  it('accumulates pages with load more, and a new search clears them', async () => {
    const user = userEvent.setup();
    await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    const ids = cards().map((card) => within(card).getByRole('link').getAttribute('href'));
    expect(new Set(ids).size).toBe(48);
    expect(ids).toEqual(searchProfilesFixture.slice(0, 48).map((p) => `/members/${p.id}`));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(searchProfilesFixture.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    // The same search again starts over from the first page.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(lastSearch().searchParams.get('after')).toBeNull();

    // A different search replaces the results.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const germans = searchProfilesFixture.filter((p) => p.country === 'DE');
    await waitFor(() => expect(cards()).toHaveLength(germans.length));
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${germans.length} members found`);
  }, 20_000);

  // Two pages of cards: more than the default 5 s on a busy machine.
  it('Back to an earlier search shows its filters and the pages loaded before; submitting it again starts over', async () => {
    const user = userEvent.setup();
    const { navigations, visit } = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));

    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]).toEqual({ to: '/members?gender=&country=DE&countryregion=&min_age=&max_age=', replace: undefined });
    const germans = searchProfilesFixture.filter((p) => p.country === 'DE');
    await waitFor(() => expect(cards()).toHaveLength(germans.length));

    // Back: the open search, both pages, without asking the api again.
    const asked = searches().length;
    await visit(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(screen.getByLabelText('Country')).toHaveValue('');
    expect(screen.getByTestId('result-count')).toHaveTextContent(`${searchProfilesFixture.length} members found`);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(searches()).toHaveLength(asked);

    // Forward: the German search again.
    await visit({ ...OPEN, country: 'DE' });
    await waitFor(() => expect(cards()).toHaveLength(germans.length));
    expect(screen.getByLabelText('Country')).toHaveValue('DE');

    // The open search submitted from the form is a new search: its first page only.
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(navigations).toHaveLength(2));
    expect(navigations[1]).toEqual({ to: '/members?gender=&country=&countryregion=&min_age=&max_age=', replace: undefined });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(lastSearch().searchParams.get('after')).toBeNull();
    expect(searches().length).toBeGreaterThan(asked);
  }, 20_000);

  it('coming back from a profile shows the pages loaded before; the bare /members of the menu starts afresh', async () => {
    const user = userEvent.setup();
    const first = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    // The profile opens in another parcel: this one is unmounted, and mounted again on Back.
    await first.mounted.unmount();
    const asked = searches().length;
    const again = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(searches()).toHaveLength(asked);
    await again.mounted.unmount();

    // The member's default search, left and reached again from the menu (a bare /members): its first page, asked anew.
    const defaults = await mountMembers();
    await waitFor(() => expect(defaults.navigations).toHaveLength(1));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    await defaults.mounted.unmount();
    const before = searches().length;
    await mountMembers();
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
  }, 20_000);

  describe('while scrolling', () => {
    beforeEach(() => {
      Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
    });
    afterEach(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      FakeIntersectionObserver.live.clear();
    });

    it('loads the next page when the end of the results comes into view, once per page, until all are in', async () => {
      await mountMembers(OPEN);
      await waitFor(() => expect(cards()).toHaveLength(24));
      await waitFor(() => expect(FakeIntersectionObserver.watching()).toBe(1));

      // Seen twice while the page loads: asked once.
      act(() => {
        FakeIntersectionObserver.reachEnd();
        FakeIntersectionObserver.reachEnd();
      });
      await waitFor(() => expect(cards()).toHaveLength(48));
      expect(searches().filter((url) => url.searchParams.has('after'))).toHaveLength(1);
      // The button stays for keyboard users.
      expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();

      await waitFor(() => expect(FakeIntersectionObserver.watching()).toBe(1));
      act(() => FakeIntersectionObserver.reachEnd());
      await waitFor(() => expect(cards()).toHaveLength(searchProfilesFixture.length));
      expect(searches().filter((url) => url.searchParams.has('after'))).toHaveLength(2);

      // Everything is in: nothing more is watched or asked for.
      expect(FakeIntersectionObserver.watching()).toBe(0);
      act(() => FakeIntersectionObserver.reachEnd());
      expect(searches().filter((url) => url.searchParams.has('after'))).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    }, 20_000);

    it('does not ask again by itself after a page failed to load', async () => {
      let fail = false;
      server.use(
        endpointHandler(searchMembersEndpoint, ({ request }) => {
          if (!fail || !new URL(request.url).searchParams.has('after')) return undefined;
          return HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
        }),
      );
      await mountMembers(OPEN);
      await waitFor(() => expect(cards()).toHaveLength(24));
      fail = true;
      await waitFor(() => expect(FakeIntersectionObserver.watching()).toBe(1));
      act(() => FakeIntersectionObserver.reachEnd());
      expect(await screen.findByText('The search results could not be loaded.')).toBeInTheDocument();
      expect(FakeIntersectionObserver.watching()).toBe(0);
      expect(cards()).toHaveLength(24);
    });
  });

  it('explains the fictional marker above results that hold a fictional profile', async () => {
    await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    const legend = screen.getByTestId('fictional-legend');
    expect(legend).toHaveTextContent('The ✦ symbol marks fictional profiles.');
    // Above the results.
    expect(
      legend.compareDocumentPosition(screen.getByRole('list', { name: 'Search results' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("names fictional profiles with the site's fictional_plural and fictional_singular when the member reads the site in its language", async () => {
    const german = {
      ...settingsFixture,
      default_language: 'de' as const,
      fictional_plural: 'Fantasieprofile',
      fictional_singular: 'Fantasieprofil',
    };
    await mountMembers(OPEN, freeUserFixture, { settings: german, locale: 'de' });
    expect(await screen.findByTestId('fictional-legend')).toHaveTextContent('Das Symbol ✦ kennzeichnet Fantasieprofile.');
    // Lotte, the second result, is fictional.
    expect(within(screen.getAllByTestId('member-card')[1]!).getByRole('img', { name: 'Fantasieprofil' })).toHaveAttribute(
      'title',
      'Fantasieprofil',
    );
  });

  it("names them in the member's language on a site in another language (the site's word would not fit the sentence, nor a screen reader's voice)", async () => {
    const german = {
      ...settingsFixture,
      default_language: 'de' as const,
      fictional_plural: 'Fantasieprofile',
      fictional_singular: 'Fantasieprofil',
    };
    await mountMembers(OPEN, freeUserFixture, { settings: german, locale: 'en' });
    expect(await screen.findByTestId('fictional-legend')).toHaveTextContent('The ✦ symbol marks fictional profiles.');
    expect(within(screen.getAllByTestId('member-card')[1]!).getByRole('img', { name: 'fictional profile' })).toHaveAttribute(
      'title',
      'fictional profile',
    );
    for (const parcel of mountedParcels.splice(0)) await parcel.unmount();
    queryClient.clear();
    await mountMembers(OPEN, freeUserFixture, { settings: german, locale: 'pl' });
    expect(await screen.findByTestId('fictional-legend')).toHaveTextContent('Symbol ✦ oznacza profile fikcyjne.');
  });

  it('shows no fictional legend when no result is fictional', async () => {
    server.use(createSearchHandler({ profiles: searchProfilesFixture.filter((p) => !p.fictional) }));
    await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByTestId('fictional-legend')).toBeNull();
  });

  it('shows photo or placeholder, online and fictional markers, and opens a profile in the app', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    const [sanne, lotte, mila] = cards();
    const photo = sanne!.querySelector('img')!;
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo.getAttribute('src')).toBe('/photos/101-thumb.jpg');
    expect(within(sanne!).getByText('Online')).toBeInTheDocument();
    expect(within(sanne!).queryByRole('img', { name: 'fictional profile' })).toBeNull();
    expect(within(lotte!).getByRole('img', { name: 'fictional profile' })).toHaveTextContent('✦');
    expect(within(lotte!).queryByText('Online')).toBeNull();
    expect(within(mila!).getByTestId('photo-placeholder')).toBeInTheDocument();
    expect(within(mila!).getByText('Mila, 26')).toBeInTheDocument();
    expect(within(mila!).getByText('Antwerpen')).toBeInTheDocument();
    await user.click(within(lotte!).getByRole('link'));
    expect(navigations.at(-1)).toEqual({ to: '/members/102', replace: undefined });
  });

  it('shows a member whose gender this build does not know (a value the api added later)', async () => {
    const [first, ...rest] = searchProfilesFixture;
    server.use(
      endpointHandler(searchMembersEndpoint, () =>
        HttpResponse.json({ profiles: [{ ...first!, name: 'Alex', gender: 'nonbinary' }, ...rest.slice(0, 23)], total: 24, next: null }),
      ),
    );
    await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(within(cards()[0]!).getByRole('link', { name: /Alex/ })).toBeInTheDocument();
    expect(screen.queryByText('The search results could not be loaded.')).toBeNull();
  });

  it('says so when nothing matches, and offers the wider search: the same gender, every age and country', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers({ ...OPEN, gender: 'female', country: 'GB', min_age: '90' });
    expect(await screen.findByText(/No members match your search/)).toBeInTheDocument();
    expect(screen.getByTestId('result-count')).toHaveTextContent('0 members found');
    await user.click(screen.getByRole('button', { name: 'Search all ages and countries' }));
    expect(navigations.at(-1)).toEqual({ to: '/members?gender=female&country=&countryregion=&min_age=&max_age=', replace: undefined });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
  });

  it('puts like, message and a ⋯ menu with block and report in each card; the menu works from the keyboard', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    const sanne = cards()[0]!;
    // The buttons are the card's own, outside its link (a button inside a link is neither valid nor reachable).
    const link = within(sanne).getByRole('link', { name: /Sanne, 29/ });
    const like = within(sanne).getByRole('button', { name: 'Like Sanne' });
    expect(link).not.toContainElement(like);
    expect(within(sanne).queryByRole('button', { name: 'Block' })).toBeNull();
    await user.click(within(sanne).getByRole('button', { name: 'Send Sanne a message' }));
    expect(navigations.at(-1)).toEqual({ to: '/members/101/chat', replace: undefined });

    const more = within(sanne).getByRole('button', { name: 'More actions for Sanne' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Block' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Block Sanne?' })).toBeInTheDocument();
  });

  it('a visitor’s cards offer like and message only', async () => {
    await mountMembers(OPEN, null);
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(within(cards()[0]!).getByRole('button', { name: 'Like Sanne' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More actions/ })).toBeNull();
  });

  describe('on a phone', () => {
    let restoreMatchMedia = () => {};
    // jsdom does not scroll: the test records what would be scrolled to.
    const scrollIntoView = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    beforeEach(() => {
      restoreMatchMedia = fakeMatchMedia((query) => query.includes('max-width'));
    });
    afterEach(() => {
      restoreMatchMedia();
      if (scrollIntoView) Object.defineProperty(Element.prototype, 'scrollIntoView', scrollIntoView);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('shows the results first: the filters fold behind a button naming the active ones, and fold again after a search', async () => {
      const user = userEvent.setup();
      const scrolled: Element[] = [];
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
        scrolled.push(this);
      };
      await mountMembers({ ...OPEN, gender: 'female', country: 'NL', min_age: '25', max_age: '40' });
      await waitFor(() => expect(cards().length).toBeGreaterThan(0));
      const toggle = screen.getByRole('button', { name: /^Filters/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAccessibleName('Filters 3 active');
      expect(screen.queryByRole('search')).toBeNull();
      const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
      expect(chips.map((chip) => chip.textContent)).toEqual(['Women', 'Netherlands', '25–40 years']);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const form = screen.getByRole('search', { name: 'Search filters' });
      await user.selectOptions(within(form).getByLabelText('Looking for'), 'male');
      await user.click(within(form).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lastSearch().searchParams.get('gender')).toBe('male'));
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('search')).toBeNull();
      // The results are what comes next: scrolled to, and focus goes there.
      expect(scrolled).toEqual([screen.getByTestId('result-count').parentElement]);
      expect(screen.getByTestId('result-count').parentElement).toHaveFocus();
    });
  });

  it('a search with a full page of results shows no similar profiles', async () => {
    await mountMembers(OPEN);
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByTestId('similar-profiles')).toBeNull();
  });

  it('a search that finds little also shows similar profiles (same country), without repeating the results', async () => {
    await mountMembers({ ...OPEN, country: 'GB', min_age: '90' });
    const similar = await screen.findByTestId('similar-profiles');
    expect(within(similar).getByRole('heading', { name: 'You might also like' })).toBeInTheDocument();
    const shown = within(similar).getAllByTestId('member-card');
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) expect(within(card).getByRole('link').getAttribute('href')).toMatch(/^\/members\/\d+$/);
  });

  it('shows a translated error with retry when the search fails', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      endpointHandler(searchMembersEndpoint, () => {
        if (!fail) return undefined;
        return HttpResponse.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 });
      }),
    );
    await mountMembers(OPEN);
    expect(await screen.findByText('The search results could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(screen.queryByText('The search results could not be loaded.')).toBeNull();
  });

  it('keeps the parameters other parts of the page read (a like link’s like and t) when it writes the defaults into the URL', async () => {
    const { navigations } = await mountMembers({ like: '102', t: '2' }, null);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(navigations[0]!.to).toBe('/members?gender=&country=&countryregion=&min_age=&max_age=&like=102&t=2');
  });

  it('forwards a visitor’s traffic source and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountMembers({ network: 'google', ref: 'x1' }, null);
    await waitFor(() => expect(navigations).toHaveLength(1));
    // A visitor has no profile to take defaults from: an open search.
    expect(navigations[0]!.to).toBe('/members?gender=&country=&countryregion=&min_age=&max_age=&network=google&ref=x1');
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(lastSearch().searchParams.get('network')).toBe('google');
    expect(lastSearch().searchParams.get('ref')).toBe('x1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(lastSearch().searchParams.get('network')).toBe('google');
  });
});

describe('members screen for visitors', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('asks a visitor to log in or sign up when the site lets only members search', async () => {
    const user = userEvent.setup();
    server.use(
      endpointHandler(searchMembersEndpoint, () =>
        HttpResponse.json({ error: { code: 'authentication_required', message: 'Please log in to continue.' } }, { status: 403 }),
      ),
    );
    const { navigations } = await mountMembers({ ...OPEN, country: 'NL' }, null);
    expect(await screen.findByText('Log in or sign up for free to search our members.')).toBeInTheDocument();
    expect(screen.queryByText('The search results could not be loaded.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(navigations.at(-1)?.to).toBe(
      `/login?redirect=${encodeURIComponent('/members?gender=&country=NL&countryregion=&min_age=&max_age=')}`,
    );
  });
});
