import { act, screen, waitFor } from '@testing-library/react';
import { ROUTES, type RouteDef } from '@dating/shared/routes/route-table';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { renderShell } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { fakeParcelLoader } from '../test-support/fake-parcels';
import { stubBrowser } from '../test-support/setup-browser-stubs';

beforeEach(stubBrowser);

/** A valid sample for every route parameter of the table. */
function samplePath(route: RouteDef): string {
  return route.path.replace(/\/:([a-zA-Z]+)(\?)?/g, (_, key: string) => {
    switch (key) {
      case 'id':
        // A payment's public id is a random string, every other id a row number.
        return route.name === 'transactions-id' ? '/Xq3_k9-ZpL0aB7cD1eF2gH' : '/42';
      case 'slug':
        return '/summer-2026';
      case 'type':
        return '/received';
      case 'paymentmethod':
        return '/ideal';
      case 'name':
        return route.name === 'pages-name' ? '/terms' : '/gallery';
      case 'token':
        return '/aB3dE5gH7jK9mN1pQ2';
      default:
        throw new Error(`no sample for :${key}`);
    }
  });
}

const memberBus = () => {
  const bus = createEventBus();
  bus.set('auth', { status: 'logged_in', user: demoUser() });
  return bus;
};

describe('route table → layout + owner', () => {
  it.each(ROUTES.map((route) => [route.name, samplePath(route), route] as const))('%s (%s)', async (_name, path, route) => {
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell(path, { loader, bus: memberBus() });
    const layout = await waitFor(() => {
      const element = container.querySelector(`[data-layout]`);
      if (!element) throw new Error('no layout yet');
      return element;
    });
    expect(layout).toHaveAttribute('data-layout', route.layout);
    const mounted = await waitFor(() => {
      const element = container.querySelector(`[data-remote="${route.owner}"][data-parcel="${route.parcel}"]`);
      if (!element) throw new Error('parcel not mounted');
      return element;
    });
    expect(mounted).toHaveTextContent(`${route.owner}/${route.parcel} @ ${route.name}`);
    expect(calls).toContainEqual({ owner: route.owner, parcel: route.parcel, retry: false });
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
  });

  it('mounts the optional-parameter routes without their optional parts too', async () => {
    for (const [path, parcel] of [
      ['/transactions', 'transactions'],
      ['/credits/7', 'payment-method'],
      ['/landers/video', 'lander'],
      ['/members/3/landing2', 'member-landing2'],
    ] as const) {
      const { container, unmount } = renderShell(path, { bus: memberBus() });
      await waitFor(() => expect(container.querySelector(`[data-parcel="${parcel}"]`)).not.toBeNull());
      unmount();
    }
  });
});

describe('unknown paths and invalid params', () => {
  it.each([
    '/no/such/page',
    '/likes/nonsense',
    '/members/abc',
    '/landers/unknown-lander',
    '/credits/5/bitcoin',
    '/pages/nope',
    '/short-token',
  ])('%s → 404 page with a link home', async (path) => {
    const { loader, calls } = fakeParcelLoader();
    renderShell(path, { loader });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    // Only layout pieces load; no route parcel.
    expect(calls.filter((call) => ROUTES.some((r) => r.parcel === call.parcel))).toEqual([]);
  });
});

describe('members-only routes', () => {
  it('send a visitor to the login page with the way back, and say so on the bus', async () => {
    const bus = createEventBus();
    bus.set('auth', { status: 'logged_out' });
    const redirected: unknown[] = [];
    bus.on$('redirectedToLogin').subscribe((event) => redirected.push(event));
    const { loader, calls } = fakeParcelLoader();
    const { container, services } = renderShell('/chats/5?from=mail#latest', { loader, bus });
    await waitFor(() => expect(container.querySelector('[data-remote="mf_account"][data-parcel="login"]')).not.toBeNull());
    expect(services.shell.route$.getValue().query.redirect).toBe('/chats/5?from=mail#latest');
    expect(redirected).toHaveLength(1);
    expect(calls.some((call) => call.owner === 'mf_chat')).toBe(false);
  });

  it('wait for the session before mounting anything', async () => {
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell('/likes', { loader });
    await waitFor(() => expect(container.querySelector('[data-layout="default"]')).not.toBeNull());
    expect(container.querySelector('[data-parcel="likes"]')).toBeNull();
    expect(calls.some((call) => call.parcel === 'likes')).toBe(false);
  });

  it('stay open to visitors: search, profiles, pricing, legal pages', async () => {
    for (const path of ['/members', '/members/3', '/pricing', '/pages/terms', '/']) {
      const bus = createEventBus();
      bus.set('auth', { status: 'logged_out' });
      const { container, unmount } = renderShell(path, { bus });
      await waitFor(() => expect(container.querySelector('[data-remote]:not([data-parcel="signup-modal"])')).not.toBeNull());
      expect(container.querySelector('[data-parcel="login"]')).toBeNull();
      unmount();
    }
  });
});

describe('ShellContext.showError', () => {
  it('shows the shell’s 404 page for the current location until the next navigation', async () => {
    const { container, services } = renderShell('/members/42', { bus: memberBus() });
    await waitFor(() => expect(container.querySelector('[data-parcel="profile-view"]')).not.toBeNull());
    act(() => services.shell.context.showError(404));
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toBeInTheDocument();
    await act(async () => services.shell.context.navigate('/members'));
    await waitFor(() => expect(container.querySelector('[data-parcel="members"]')).not.toBeNull());
    expect(screen.queryByText('This page could not be found')).not.toBeInTheDocument();
  });
});
