import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { getStaffSessionEndpoint, staffLogoutEndpoint, staffLogoutEverywhereEndpoint } from '@dating/shared/contracts/staff';
import { LAYOUT_PIECES } from '@dating/shared/routes/route-table';
import { STAFF_ROUTES } from '@dating/shared/routes/staff-route-table';
import { demoUser } from '../test-support/fixtures';
import { fakeParcelLoader } from '../test-support/fake-parcels';
import { renderShell } from '../test-support/render-shell';
import { stubBrowser } from '../test-support/setup-browser-stubs';

beforeEach(stubBrowser);

const operator = { id: 2, email: 'operator@demo.test', role: 'operator' as const };
type StaffMember = { id: number; email: string; role: 'operator' | 'moderator' | 'support' | 'admin' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const noSuchEndpoint = () => json({ error: { code: 'not_found', message: 'No such endpoint' } }, 404);

/** The api as the shell meets it on a console page: a staff session or none, every call recorded. */
function staffApi({ signedIn, staff = operator }: { signedIn: boolean; staff?: StaffMember }) {
  const calls: string[] = [];
  let session = signedIn;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    calls.push(`${method} ${url.pathname}`);
    if (url.pathname === getStaffSessionEndpoint.path) return session ? json({ staff }) : noSuchEndpoint();
    if (url.pathname === staffLogoutEndpoint.path || url.pathname === staffLogoutEverywhereEndpoint.path) {
      if (!session) return noSuchEndpoint();
      session = false;
      return json({ staff: null });
    }
    return json({ error: { code: 'internal', message: 'not in this test' } }, 500);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const memberBus = () => {
  const bus = createEventBus();
  bus.set('auth', { status: 'logged_in', user: demoUser() });
  return bus;
};

const staffLoads = <C extends { owner: string }>(calls: C[]) => calls.filter((call) => call.owner === 'mf_staff');
const staffCalls = (calls: string[]) => calls.filter((call) => call.includes('/api/staff/'));

describe('the staff console in the shell', () => {
  it.each([
    ['/staff/login', 'login'],
    ['/staff/setup?token=abc', 'setup'],
  ])('%s: the staff layout and its parcel, no member layout piece, and no staff session asked', async (path, parcel) => {
    const api = staffApi({ signedIn: false });
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell(path, { loader, fetch: api.fetch, bus: memberBus() });
    await waitFor(() => expect(container.querySelector(`[data-remote="mf_staff"][data-parcel="${parcel}"]`)).not.toBeNull());
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'staff');
    expect(screen.getByRole('link', { name: 'Amora Staff console' })).toHaveAttribute('href', '/staff/login');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByTestId('alert-frame')).not.toBeInTheDocument();
    for (const piece of Object.keys(LAYOUT_PIECES)) expect(container.querySelector(`[data-slot="${piece}"]`)).toBeNull();
    expect(calls.map((call) => call.owner)).toEqual(['mf_staff']);
    expect(api.calls).toEqual([]);
    expect(document.title).toBe('Staff console – Amora');
  });

  it.each([
    ['a member', memberBus],
    ['a visitor', () => createEventBus()],
  ])('/staff for %s: the ordinary 404 page, decided before anything of mf-staff is fetched', async (_who, bus) => {
    const api = staffApi({ signedIn: false });
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell('/staff', { loader, fetch: api.fetch, bus: bus() });
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'default');
    expect(staffCalls(api.calls)).toEqual([`GET ${getStaffSessionEndpoint.path}`]);
    expect(staffLoads(calls)).toEqual([]);
    expect(screen.queryByText(/Staff console/)).not.toBeInTheDocument();
    expect(document.title).toBe('This page could not be found – Amora');
  });

  it('a path under /staff that is no console page is the 404 page, without asking the api', async () => {
    const api = staffApi({ signedIn: true });
    const { loader, calls } = fakeParcelLoader();
    renderShell('/staff/nowhere', { loader, fetch: api.fetch });
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(staffCalls(api.calls)).toEqual([]);
    expect(staffLoads(calls)).toEqual([]);
  });

  it('/staff with a staff session: the console home under a header with the staff member, their role and the logout menu', async () => {
    const api = staffApi({ signedIn: true });
    const { loader, calls } = fakeParcelLoader();
    const { container, services } = renderShell('/staff', { loader, fetch: api.fetch });
    await waitFor(() => expect(container.querySelector('[data-remote="mf_staff"][data-parcel="home"]')).not.toBeNull());
    expect(container.querySelector('[data-layout]')).toHaveAttribute('data-layout', 'staff');
    expect(services.bus.get('staffSession')).toEqual({ status: 'signed_in', staff: operator });
    expect(staffLoads(calls)).toEqual([{ owner: 'mf_staff', parcel: 'home', retry: false }]);
    const menu = screen.getByRole('button', { name: 'Staff account: operator@demo.test Operator' });
    expect(within(menu).getByText('operator@demo.test')).toBeVisible();

    const user = userEvent.setup();
    await user.click(menu);
    expect(screen.getByRole('menuitem', { name: 'Log out everywhere' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(container.querySelector('[data-remote="mf_staff"][data-parcel="login"]')).not.toBeNull());
    expect(api.calls).toContain(`POST ${staffLogoutEndpoint.path}`);
    expect(services.bus.get('staffSession')).toEqual({ status: 'none' });
    expect(screen.queryByRole('button', { name: /Staff account/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('error-page')).not.toBeInTheDocument();
  });

  it('logs out everywhere from the menu, and a session that ended on the page (in mf-staff) goes to the login too', async () => {
    const api = staffApi({ signedIn: true });
    const { container, services } = renderShell('/staff', { fetch: api.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Staff account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out everywhere' }));
    await waitFor(() => expect(container.querySelector('[data-parcel="login"]')).not.toBeNull());
    expect(api.calls).toContain(`POST ${staffLogoutEverywhereEndpoint.path}`);

    // Back on the home with a new session; the page's own logout (mf-staff's) says so on the bus.
    act(() => services.bus.set('staffSession', { status: 'signed_in', staff: operator }));
    act(() => services.shell.context.navigate('/staff'));
    await waitFor(() => expect(container.querySelector('[data-parcel="home"]')).not.toBeNull());
    act(() => services.bus.set('staffSession', { status: 'none' }));
    await waitFor(() => expect(container.querySelector('[data-parcel="login"]')).not.toBeNull());
  });

  it('keeps the session and says so when a logout did not reach the api', async () => {
    const api = staffApi({ signedIn: true });
    const { services } = renderShell('/staff', {
      fetch: async (input, init) =>
        String(input instanceof Request ? input.url : input).includes(staffLogoutEndpoint.path)
          ? Promise.reject(new TypeError('Failed to fetch'))
          : api.fetch(input, init),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Staff account/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Logging out did not work. Check your connection and try again.');
    expect(services.bus.get('staffSession')).toEqual({ status: 'signed_in', staff: operator });
  });

  it('a member’s pages never load mf-staff nor ask for a staff session', async () => {
    const api = staffApi({ signedIn: false });
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell('/members', { loader, fetch: api.fetch, bus: memberBus() });
    await waitFor(() => expect(container.querySelector('[data-parcel="members"]')).not.toBeNull());
    for (const [name] of Object.entries(LAYOUT_PIECES).filter(([, piece]) => piece.audience === 'members')) {
      await waitFor(() => expect(container.querySelector(`[data-parcel="${name}"]`)).not.toBeNull());
    }
    expect(staffLoads(calls)).toEqual([]);
    expect(staffCalls(api.calls)).toEqual([]);
  });

  it('leads to the pages of the staff member’s role, the current one marked, and any other page is a 404 to them', async () => {
    const { loader, calls } = fakeParcelLoader();
    const { container, services } = renderShell('/staff', { loader, fetch: staffApi({ signedIn: true }).fetch });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/staff'],
      ['Inbox', '/staff/inbox'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Inbox' }));
    await waitFor(() => expect(container.querySelector('[data-remote="mf_staff"][data-parcel="inbox"]')).not.toBeNull());
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(staffLoads(calls).map((call) => call.parcel)).toEqual(['home', 'inbox']);
    expect(services.bus.get('staffSession')).toEqual({ status: 'signed_in', staff: operator });
  });

  it('a moderator has no inbox: not in the navigation (their own pages are), and its path is the 404 page without loading it', async () => {
    const moderator = { id: 3, email: 'moderator@demo.test', role: 'moderator' as const };
    const { loader, calls } = fakeParcelLoader();
    renderShell('/staff/inbox', { loader, fetch: staffApi({ signedIn: true, staff: moderator }).fetch });
    expect(await screen.findByTestId('error-page')).toHaveAttribute('data-status', '404');
    expect(staffLoads(calls)).toEqual([]);

    const { loader: homeLoader } = fakeParcelLoader();
    document.body.innerHTML = '';
    renderShell('/staff', { loader: homeLoader, fetch: staffApi({ signedIn: true, staff: moderator }).fetch });
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Photos', 'Reports', 'Members']);
  });

  it('has a label in the English texts for every page of the navigation', async () => {
    const texts = (await import('../locales/en.json')).default as { staff: { nav: Record<string, string> } };
    for (const route of STAFF_ROUTES.filter((candidate) => candidate.nav))
      expect(texts.staff.nav[route.parcel]).toEqual(expect.any(String));
  });
});
