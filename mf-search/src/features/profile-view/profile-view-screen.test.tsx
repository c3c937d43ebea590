import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listInterestsEndpoint } from '@dating/shared/contracts/catalog';
import { getMemberProfileEndpoint, PROFILE_FIELDS } from '@dating/shared/contracts/member-profile';
import { similarProfilesEndpoint } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture, interestsFixture, profileFixtures, settingsFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createProfileHandler, memberProfileFixtures, profileAsSent, type ProfileViewerKind } from '@dating/shared/msw/member-profile';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { fakeMatchMedia } from '@dating/shared/test-support/match-media';
import { queryClient } from '../../query-client';

// jsdom has no PointerEvent: without one, fireEvent.pointer* sends a plain Event without coordinates.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventStandIn, configurable: true });
}

// A profile view renders the gallery, the actions and a grid of similar profiles: on a machine
// shared with other test runs that takes more than Jest's default 5 s now and then.
jest.setTimeout(15_000);

let viewer: ProfileViewerKind = 'free';
/** The site: the shell's settings, and what the profile handler sends by them (as the api does). */
let site: Settings = settingsFixture;
const requests: URL[] = [];
// The recording profile handler first: msw answers with the first handler that matches.
const server = setupServer(
  createProfileHandler({ viewer: () => viewer, site: () => site, onRequest: (url) => requests.push(url) }),
  ...createMockApi().handlers,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
/** Parcels mounted by a test, unmounted after it (a mounted gallery keeps listening to the document's keys). */
const mountedParcels: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mountedParcels.splice(0)) await parcel.unmount();
  server.resetHandlers();
  requests.length = 0;
  viewer = 'free';
  site = settingsFixture;
  queryClient.clear();
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function mountProfile(id: string, user: User | null = freeUserFixture, routeName = 'members-id') {
  const navigations: string[] = [];
  const errors: number[] = [];
  const shell = createStandInShell({
    route: routeInfoFor(routeName, { id }),
    user,
    settings: site,
    onNavigate: (to) => navigations.push(to),
    onShowError: (status) => errors.push(status),
  });
  const happenings: { name: string; payload: unknown }[] = [];
  shell.bus.on$('profileOpened').subscribe((payload) => happenings.push({ name: 'profileOpened', payload }));
  shell.bus.on$('signupRequested').subscribe((payload) => happenings.push({ name: 'signupRequested', payload }));
  const { default: parcels } = await import('../../parcels');
  const mounted = await mountParcel(parcels['profile-view'], shell.context);
  mountedParcels.push(mounted);
  return { navigations, happenings, mounted, shell, errors };
}

const position = () => screen.getByTestId('gallery-position');
const thumbs = () => screen.getAllByTestId('gallery-thumb');

describe('profile view', () => {
  it('shows the profile: name and age, place, about me, interests with icons, translated details', async () => {
    await mountProfile('101');
    expect(await screen.findByRole('heading', { level: 1, name: /Sanne, 29/ })).toBeInTheDocument();
    expect(screen.getByText('Utrecht, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('Morning runs, strong coffee and a good book on Sundays.')).toBeInTheDocument();
    const interests = await screen.findByTestId('profile-interests');
    await waitFor(() =>
      expect(
        within(interests)
          .getAllByRole('listitem')
          .map((li) => [li.querySelector('svg')?.getAttribute('data-icon'), li.textContent]),
      ).toEqual([
        ['adventure', 'Adventure'],
        ['coffee', 'Coffee'],
        ['music', 'Music'],
      ]),
    );
    // settingsFixture.visible_profile_fields: …, relationship_status, body_type — in that order.
    const details = screen.getByTestId('profile-details');
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Relationship status', 'Body type']);
    expect([...details.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Single', 'Athletic']);
    expect(screen.queryByTestId('fictional-warning')).toBeNull();
    expect(requests.at(-1)?.searchParams.get('id')).toBe('101');
  });

  it('is headed by the member: one h1 with name and age, not "Profile"; on a phone like and message sit in a bar after the photo', async () => {
    // A phone: narrower than the tablet breakpoint.
    const restoreMatchMedia = fakeMatchMedia((query) => query.includes('max-width'));
    try {
      await mountProfile('101');
      await screen.findByTestId('profile-view');
      expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['OnlineSanne, 29']);
      const bar = screen.getByTestId('profile-actions');
      // The bar comes after the gallery (it then stays at the foot of the screen), like a round icon beside the message's words.
      expect(screen.getByTestId('gallery-frame').compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(bar).getByRole('button', { name: 'Like Sanne' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(bar).getByRole('button', { name: 'Send a message' })).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'More actions for Sanne' })).toBeInTheDocument();
    } finally {
      restoreMatchMedia();
    }
  });

  it('a free member sees 3 photos and the rest locked, with the premium call to action', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountProfile('101');
    await screen.findByTestId('gallery-frame');
    expect(thumbs().map((thumb) => thumb.dataset.locked)).toEqual(['false', 'false', 'false', 'true', 'true']);
    expect(thumbs()[3]).toHaveAccessibleName('Photo 4 of 5 (locked)');
    expect(screen.getByRole('img', { name: 'Photo 1 of 5 of Sanne' })).toHaveAttribute('src', '/photos/101-1.jpg');
    await user.click(thumbs()[3]!);
    expect(position()).toHaveTextContent('4 / 5');
    expect(screen.getByTestId('locked-photo')).toHaveTextContent('2 more photos');
    // No file of a locked photo anywhere on the page.
    expect(document.body.innerHTML).not.toContain('101-4');
    expect(document.body.innerHTML).not.toContain('101-5');
    await user.click(screen.getByRole('button', { name: 'See all photos with Premium' }));
    expect(navigations).toEqual(['/premium']);
  });

  it('changes photos with the arrow keys, the buttons and a swipe', async () => {
    const user = userEvent.setup();
    await mountProfile('101');
    await screen.findByTestId('gallery-frame');
    expect(position()).toHaveTextContent('1 / 5');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('2 / 5');
    expect(screen.getByRole('img', { name: 'Photo 2 of 5 of Sanne' })).toHaveAttribute('src', '/photos/101-2.jpg');
    expect(thumbs()[1]).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(position()).toHaveTextContent('5 / 5');
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
    await user.keyboard('{ArrowLeft}');
    expect(position()).toHaveTextContent('4 / 5');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(position()).toHaveTextContent('3 / 5');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(position()).toHaveTextContent('4 / 5');

    // A swipe to the right goes back, to the left forward; a short move is no swipe.
    const frame = screen.getByTestId('gallery-frame');
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(frame, { pointerId: 1, clientX: from, clientY: 100, pointerType: 'touch' });
      fireEvent.pointerUp(frame, { pointerId: 1, clientX: to, clientY: 105, pointerType: 'touch' });
    };
    swipe(200, 60);
    expect(position()).toHaveTextContent('5 / 5');
    swipe(60, 200);
    expect(position()).toHaveTextContent('4 / 5');
    swipe(100, 120);
    expect(position()).toHaveTextContent('4 / 5');
  });

  it('arrow keys typed in a text field do not change the photo', async () => {
    const user = userEvent.setup();
    await mountProfile('101');
    await screen.findByTestId('gallery-frame');
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.focus();
    await user.keyboard('{ArrowRight}');
    expect(position()).toHaveTextContent('1 / 5');
  });

  it('publishes profileOpened once the profile is shown', async () => {
    const { happenings } = await mountProfile('101');
    await waitFor(() => expect(happenings).toEqual([{ name: 'profileOpened', payload: { profileId: 101 } }]));
  });

  it('a visitor sees the main photo only and is asked to sign up', async () => {
    viewer = 'visitor';
    const user = userEvent.setup();
    const { happenings, navigations } = await mountProfile('101', null);
    await screen.findByTestId('gallery-frame');
    expect(thumbs().map((thumb) => thumb.dataset.locked)).toEqual(['false', 'true', 'true', 'true', 'true']);
    await user.keyboard('{ArrowRight}');
    expect(screen.queryByRole('button', { name: 'See all photos with Premium' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign up to see more photos' }));
    expect(happenings).toContainEqual({ name: 'signupRequested', payload: { reason: 'photos' } });
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(happenings).toContainEqual({ name: 'signupRequested', payload: { reason: 'chat' } });
    expect(navigations).toEqual([]);
  });

  it('a premium member sees every photo unlocked', async () => {
    viewer = 'premium';
    await mountProfile('101', { ...freeUserFixture, paid_user: true });
    await screen.findByTestId('gallery-frame');
    expect(thumbs().every((thumb) => thumb.dataset.locked === 'false')).toBe(true);
    expect(screen.queryByTestId('locked-photo')).toBeNull();
  });

  it('"Send a message" opens the chat with the member', async () => {
    const user = userEvent.setup();
    const { navigations } = await mountProfile('101');
    await user.click(await screen.findByRole('button', { name: 'Send a message' }));
    expect(navigations).toEqual(['/members/101/chat']);
  });

  it('follows route changes (likes/m/:id is the same screen), marking a fictional profile', async () => {
    const { mounted, shell, happenings } = await mountProfile('101', freeUserFixture, 'likes-m-id');
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    await mounted.update(shell.withRoute(routeInfoFor('likes-m-id', { id: '102' })));
    expect(await screen.findByRole('heading', { level: 1, name: /Lotte, 34/ })).toBeInTheDocument();
    expect(within(screen.getByTestId('profile-view')).getByRole('img', { name: settingsFixture.fictional_singular })).toBeInTheDocument();
    await waitFor(() => expect(happenings.map((h) => h.payload)).toEqual([{ profileId: 101 }, { profileId: 102 }]));
  });

  it("marks a fictional profile with the site's word only for a member reading the site in its language", async () => {
    site = { ...settingsFixture, default_language: 'de', fictional_singular: 'Fantasieprofil', fictional_plural: 'Fantasieprofile' };
    for (const [locale, word] of [
      ['de', 'Fantasieprofil'],
      ['en', 'fictional profile'],
      ['fr', 'profil fictif'],
    ] as const) {
      const shell = createStandInShell({ route: routeInfoFor('members-id', { id: '102' }), user: freeUserFixture, settings: site, locale });
      const { default: parcels } = await import('../../parcels');
      const mounted = await mountParcel(parcels['profile-view'], shell.context);
      const heading = await screen.findByRole('heading', { level: 1, name: /Lotte/ });
      expect([
        locale,
        within(heading).getByRole('img').getAttribute('aria-label'),
        within(heading).getByRole('img').getAttribute('title'),
      ]).toEqual([locale, word, word]);
      await mounted.unmount();
    }
  });

  it('a site without visible_profile_notes shows no note, not even on a fictional profile', async () => {
    expect(settingsFixture.visible_profile_notes).toEqual([]);
    await mountProfile('102');
    await screen.findByRole('heading', { level: 1, name: /Lotte/ });
    expect(screen.queryByTestId('fictional-warning')).toBeNull();
    expect(screen.queryByText(settingsFixture.fictional_warning)).toBeNull();
  });

  it('a site listing the fictional note shows its fictional_warning on fictional profiles, only where the api sends the note', async () => {
    site = { ...settingsFixture, visible_profile_notes: ['fictional'], fictional_warning: 'Lotte is played by our team, for fun only.' };
    const { mounted, shell } = await mountProfile('102');
    expect(await screen.findByTestId('fictional-warning')).toHaveTextContent('Lotte is played by our team, for fun only.');
    expect(requests.at(-1)?.searchParams.get('id')).toBe('102');
    await mounted.update(shell.withRoute(routeInfoFor('members-id', { id: '101' })));
    await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(screen.queryByTestId('fictional-warning')).toBeNull();
  });

  it('shows gender and sexuality, translated, where the site lists them', async () => {
    site = { ...settingsFixture, visible_profile_fields: [...PROFILE_FIELDS] };
    await mountProfile('102');
    const details = await screen.findByTestId('profile-details');
    // Lotte left her body type empty: it is not shown.
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Gender', 'Sexuality', 'Relationship status']);
    expect([...details.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Woman', 'Bisexual', 'Divorced']);
    expect(screen.getByText('Rotterdam, Zuid-Holland, Netherlands')).toBeInTheDocument();
  });

  it('shows gender-agreeing words in languages that inflect them (Polish, French)', async () => {
    site = { ...settingsFixture, visible_profile_fields: [...PROFILE_FIELDS] };
    // Gender, sexuality and relationship status (Lotte is divorced).
    const expected = {
      pl: ['Kobieta', 'Biseksualna', 'Rozwiedziona'],
      fr: ['Femme', 'Bisexuelle', 'Divorcée'],
      de: ['Frau', 'Bisexuell', 'Geschieden'],
    } as const;
    for (const [locale, words] of Object.entries(expected)) {
      const shell = createStandInShell({
        route: routeInfoFor('members-id', { id: '102' }),
        user: freeUserFixture,
        settings: site,
        locale: locale as keyof typeof expected,
      });
      const { default: parcels } = await import('../../parcels');
      const mounted = await mountParcel(parcels['profile-view'], shell.context);
      const details = await screen.findByTestId('profile-details');
      expect([locale, [...details.querySelectorAll('dd')].map((dd) => dd.textContent)]).toEqual([locale, words]);
      await mounted.unmount();
    }
  });

  it('a profile with a note, gender, sexuality or detail value this build does not know still opens, without them', async () => {
    site = { ...settingsFixture, visible_profile_fields: [...PROFILE_FIELDS], visible_profile_notes: ['fictional', 'shared-account'] };
    const lotte = profileAsSent(memberProfileFixtures[1]!, 'free', site);
    server.use(
      endpointHandler(getMemberProfileEndpoint, () =>
        HttpResponse.json({
          profile: {
            ...lotte,
            notes: ['fictional', 'shared-account'],
            gender: 'nonbinary',
            sexuality: 'pan',
            details: { ...lotte.details, relationship_status: 'open', hair_color: 'blond' },
          },
        }),
      ),
    );
    await mountProfile('102');
    expect(await screen.findByRole('heading', { level: 1, name: /Lotte, 34/ })).toBeInTheDocument();
    // The note it knows, nothing for the other.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([site.fictional_warning]);
    const details = screen.getByTestId('profile-details');
    expect([...details.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Hair colour']);
    expect(document.body.textContent).not.toMatch(/nonbinary|pan\b|shared-account|profileView/);
  });

  it('leaves out what the site does not list: no age, about me, interests or details', async () => {
    site = { ...settingsFixture, visible_profile_fields: ['city'] };
    await mountProfile('101');
    const heading = await screen.findByRole('heading', { level: 1, name: /Sanne/ });
    expect(heading).not.toHaveTextContent(/\d/);
    expect(screen.getByText('Utrecht, Netherlands')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About me' })).toBeNull();
    expect(screen.queryByText('Morning runs, strong coffee and a good book on Sundays.')).toBeNull();
    expect(screen.queryByTestId('profile-interests')).toBeNull();
    expect(screen.queryByTestId('profile-details')).toBeNull();
    // The name and the photos always.
    expect(screen.getByRole('img', { name: 'Photo 1 of 5 of Sanne' })).toBeInTheDocument();
  });

  it('shows similar profiles under the profile: a labelled list of cards that open their profile', async () => {
    const similarRequests: URL[] = [];
    server.use(
      endpointHandler(similarProfilesEndpoint, ({ request }) => {
        similarRequests.push(new URL(request.url));
        return HttpResponse.json({ profiles: profileFixtures.filter((p) => p.id !== 101) });
      }),
    );
    const { navigations } = await mountProfile('101');
    const section = await screen.findByRole('region', { name: 'Similar profiles' });
    expect(similarRequests.map((url) => url.searchParams.get('id'))).toEqual(['101']);
    const cards = within(section).getAllByTestId('member-card');
    expect(cards.map((card) => within(card).getAllByRole('link')[0]!.getAttribute('href'))).toEqual(['/members/102', '/members/103']);
    expect(within(section).getByRole('list', { name: 'Similar profiles' })).toBeInTheDocument();
    await userEvent.setup().click(within(cards[0]!).getAllByRole('link')[0]!);
    expect(navigations).toEqual(['/members/102']);
  });

  it('an unknown or unavailable profile asks the shell for its 404 page', async () => {
    const { errors, happenings, mounted } = await mountProfile('999999');
    await waitFor(() => expect(errors).toEqual([404]));
    expect(happenings).toEqual([]);
    expect(mounted).toBeDefined();
  });

  it('shows the texts of the active locale', async () => {
    const shell = createStandInShell({ route: routeInfoFor('members-id', { id: '101' }), user: freeUserFixture, locale: 'de' });
    const { default: parcels } = await import('../../parcels');
    mountedParcels.push(await mountParcel(parcels['profile-view'], shell.context));
    expect(await screen.findByRole('button', { name: 'Nachricht senden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächstes Foto' })).toBeInTheDocument();
    expect(screen.getByText('Beziehungsstatus')).toBeInTheDocument();
    // Interest names come in English from the api; the shared texts translate them.
    const interests = await screen.findByTestId('profile-interests');
    await waitFor(() =>
      expect(
        within(interests)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Abenteuer', 'Kaffee', 'Musik']),
    );
  });

  it("falls back to the api's name for an interest the texts do not know yet", async () => {
    server.use(
      endpointHandler(listInterestsEndpoint, () =>
        HttpResponse.json({
          interests: [
            { id: 1, slug: 'brand-new-hobby', name: 'Brand new hobby', icon: 'brand-new-hobby' },
            ...interestsFixture.filter((i) => i.id !== 1),
          ],
        }),
      ),
    );
    await mountProfile('101');
    const interests = await screen.findByTestId('profile-interests');
    await waitFor(() =>
      expect(
        within(interests)
          .getAllByRole('listitem')
          .map((li) => [li.querySelector('svg')?.getAttribute('data-icon'), li.textContent]),
      ).toEqual([
        ['fallback', 'Brand new hobby'],
        ['coffee', 'Coffee'],
        ['music', 'Music'],
      ]),
    );
  });
});
