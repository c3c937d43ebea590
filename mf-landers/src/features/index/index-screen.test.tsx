import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { startLandingVisitEndpoint } from '@dating/shared/contracts/landers';
import type { Locale } from '@dating/shared/contracts/locales';
import type { Settings } from '@dating/shared/contracts/settings';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { createSearchHandler } from '@dating/shared/msw/search';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { TRACKING_STORAGE_KEY } from '@dating/shared/tracking/tracking-query';
import parcels from '../../parcels';

const searches: URL[] = [];
const visits: unknown[] = [];
const server = setupServer(
  createSearchHandler({ onRequest: (url) => searches.push(url) }),
  endpointHandler(startLandingVisitEndpoint, async ({ request }) => {
    visits.push(await request.json());
    return HttpResponse.json({ visit: '0b8f7a52-4c1e-4f7e-9d3a-6f1a2b3c4d5e' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mounted.splice(0)) await parcel.unmount();
  server.resetHandlers();
  searches.length = 0;
  visits.length = 0;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});
afterAll(() => server.close());

async function mountHome({
  settings = {},
  member = false,
  locale = 'en',
}: { settings?: Partial<Settings>; member?: boolean; locale?: Locale } = {}) {
  const navigations: { to: string; replace?: boolean }[] = [];
  const shell = createStandInShell({
    route: routeInfoFor('index'),
    locale,
    user: member ? freeUserFixture : null,
    settings: { ...settingsFixture, ...settings },
    onNavigate: (to) => navigations.push({ to }),
  });
  shell.context.navigate = (to, options) => navigations.push({ to, replace: options?.replace });
  const signupRequests: unknown[] = [];
  shell.bus.on$('signupRequested').subscribe((payload) => signupRequests.push(payload));
  const parcel = await mountParcel(parcels.index, shell.context);
  mounted.push(parcel);
  return { navigations, signupRequests };
}

const track = (query: Record<string, string>) => sessionStorage.setItem(TRACKING_STORAGE_KEY, JSON.stringify(query));

describe('home page', () => {
  it('shows a visitor the site title, a signup call to action that opens the modal, and profiles that open their page', async () => {
    const { navigations, signupRequests } = await mountHome();
    expect(await screen.findByRole('heading', { level: 1, name: settingsFixture.index_title })).toBeInTheDocument();
    expect(screen.getByText(settingsFixture.description)).toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Sign up free' })[0]!);
    expect(signupRequests).toEqual([{ reason: 'other' }]);

    const profiles = await screen.findByRole('region', { name: 'Singles you could meet' });
    const cards = await within(profiles).findAllByRole('link', { name: /, \d+/ });
    expect(cards.length).toBeGreaterThan(0);
    expect(searches).toHaveLength(1);
    await userEvent.click(cards[0]!);
    expect(navigations.at(-1)?.to).toMatch(/^\/members\/\d+$/);
  });

  it('shows no profiles and asks for none where visitors may not search', async () => {
    await mountHome({ settings: { logged_out_search: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Singles you could meet' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Premium pays off' })).toHaveTextContent('46% higher chance of success');
    expect(searches).toHaveLength(0);
  });

  it('searches with the traffic source where the site demands one, and not at all without it', async () => {
    await mountHome({ settings: { logged_out_search_trafficsource: true } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Singles you could meet' })).not.toBeInTheDocument();
    expect(searches).toHaveLength(0);
    for (const parcel of mounted.splice(0)) await parcel.unmount();

    track({ network: 'adnet', ref: 'spring' });
    await mountHome({ settings: { logged_out_search_trafficsource: true } });
    await screen.findAllByTestId('member-card');
    expect(searches).toHaveLength(1);
    expect(searches[0]!.searchParams.get('network')).toBe('adnet');
    expect(searches[0]!.searchParams.get('ref')).toBe('spring');
  });

  it('says that signup is by invitation and offers Log in instead when the site takes no new visitors', async () => {
    const { navigations, signupRequests } = await mountHome({ settings: { signups: 'invite_only' } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Sign up free' })).not.toBeInTheDocument();
    expect(screen.queryByText('Free to join')).not.toBeInTheDocument();
    expect(screen.getAllByText('New members join by invitation only.')).not.toHaveLength(0);
    const login = screen.getAllByRole('link', { name: 'Log in' })[0]!;
    expect(login).toHaveAttribute('href', '/login');
    await userEvent.click(login);
    expect(navigations).toEqual([{ to: '/login', replace: undefined }]);
    expect(signupRequests).toEqual([]);
  });

  it('sends a member on to the members area, replacing the home page in the history', async () => {
    const { navigations } = await mountHome({ member: true });
    await waitFor(() => expect(navigations).toEqual([{ to: '/members', replace: true }]));
    expect(screen.queryByRole('button', { name: 'Sign up free' })).not.toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });

  it('marks the live-cam tiles as ads whose links carry the tracking query and open apart', async () => {
    track({ network: 'adnet', sub1: '{click}' });
    await mountHome();
    const section = await screen.findByRole('region', { name: /Live cams/ });
    expect(within(section).getByText('Ad')).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(settingsFixture.livecam_tiles.length);
    const first = new URL(links[0]!.getAttribute('href')!);
    expect(first.origin + first.pathname).toBe(settingsFixture.livecam_tiles[0]!.url);
    expect(first.searchParams.get('network')).toBe('adnet');
    expect(first.searchParams.get('sub1')).toBe('click');
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAccessibleName(/advertisement, opens in a new tab/);
    }
  });

  it("speaks the reader's language: the site's title, description, live-cam tiles and disclosure in German", async () => {
    const [tile, ...others] = settingsFixture.livecam_tiles;
    await mountHome({
      locale: 'de',
      settings: {
        texts: {
          de: {
            index_title: 'Singles in deiner Nähe',
            description: 'Chatte mit Singles aus deiner Region.',
            fictional_warning: 'Mit ✦ markierte Profile sind fiktiv.',
          },
        },
        livecam_tiles: [{ ...tile!, titles: { de: 'Jetzt live: Amsterdam' } }, ...others],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles in deiner Nähe' })).toBeInTheDocument();
    expect(screen.getByText('Chatte mit Singles aus deiner Region.')).toBeInTheDocument();
    expect(screen.getByText('Mit ✦ markierte Profile sind fiktiv.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Jetzt live: Amsterdam/ })).toBeInTheDocument();
    expect(screen.queryByText(settingsFixture.index_title)).not.toBeInTheDocument();
  });

  it("falls back to the site's default language where it has no text in the reader's", async () => {
    await mountHome({
      locale: 'fr',
      settings: { default_language: 'de', index_title: 'Singles in deiner Nähe', texts: { en: { index_title: 'Singles near you' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles in deiner Nähe' })).toBeInTheDocument();
  });

  it('logs the visit with lb, and a call to action makes it no bounce', async () => {
    window.history.replaceState(null, '', '/?lb=1');
    const beacons: Blob[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => Boolean(beacons.push(body)),
    });
    await mountHome();
    await waitFor(() => expect(visits).toEqual([{ page: 'index', slug: null, tracking: null }]));
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign up free' })[0]!);
    for (const parcel of mounted.splice(0)) await parcel.unmount();
    await waitFor(() => expect(beacons).toHaveLength(1));
    expect(JSON.parse(await beacons[0]!.text())).toMatchObject({ acted: true });
  });
});
