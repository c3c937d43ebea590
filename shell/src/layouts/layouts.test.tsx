import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { LAYOUT_PIECES } from '@dating/shared/routes/route-table';
import { renderShell, memoryStorage } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { fakeParcelLoader, SILENT_BANNERS } from '../test-support/fake-parcels';
import { stubBrowser } from '../test-support/setup-browser-stubs';

beforeEach(stubBrowser);

describe('layouts', () => {
  const withAuth = (status: 'logged_in' | 'logged_out') => {
    const bus = createEventBus();
    bus.set('auth', status === 'logged_in' ? { status, user: demoUser() } : { status });
    return bus;
  };
  const defaultPieces = (audience: 'members' | 'visitors') =>
    Object.entries(LAYOUT_PIECES).filter(
      ([, piece]) => (piece.layouts as readonly string[]).includes('default') && piece.audience === audience,
    );

  it('default layout mounts every layout piece for members, each in its own slot, and none for visitors', async () => {
    const { container } = renderShell('/members', { bus: withAuth('logged_in') });
    for (const [name, piece] of defaultPieces('members')) {
      await waitFor(() => expect(container.querySelector(`[data-remote="${piece.owner}"][data-parcel="${name}"]`)).not.toBeNull());
    }
    for (const [name] of defaultPieces('visitors')) expect(container.querySelector(`[data-parcel="${name}"]`)).toBeNull();
  });

  it('default layout mounts only the visitor pieces (signup modal) for a visitor, so no member-only remote is fetched', async () => {
    const { loader, calls } = fakeParcelLoader();
    const { container } = renderShell('/members', { bus: withAuth('logged_out'), loader });
    await waitFor(() => expect(container.querySelector('[data-remote="mf_account"][data-parcel="signup-modal"]')).not.toBeNull());
    for (const [name] of defaultPieces('members')) expect(container.querySelector(`[data-parcel="${name}"]`)).toBeNull();
    expect(new Set(calls.map((c) => c.owner))).toEqual(new Set(['mf_search', 'mf_account']));
  });

  it('no signup modal over the error page', async () => {
    const { container } = renderShell('/no/such/page', { bus: withAuth('logged_out') });
    await waitFor(() => expect(screen.getByTestId('error-page')).toBeInTheDocument());
    await act(async () => undefined);
    expect(container.querySelector('[data-slot="signup-modal"]')).toBeNull();
  });

  it('mounts no layout piece while the session is still unknown', async () => {
    const { container } = renderShell('/members');
    await waitFor(() => expect(container.querySelector('[data-parcel="members"]')).not.toBeNull());
    for (const name of Object.keys(LAYOUT_PIECES)) expect(container.querySelector(`[data-parcel="${name}"]`)).toBeNull();
  });

  it('chat layout is bare: no top navigation, no footer', async () => {
    const { container } = renderShell('/chats');
    await waitFor(() => expect(container.querySelector('[data-layout="chat"]')).not.toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('lander layout: logo bar and footer with disclaimer, no member navigation', async () => {
    const { container } = renderShell('/landers/video');
    await waitFor(() => expect(container.querySelector('[data-layout="lander"]')).not.toBeNull());
    expect(screen.getByRole('link', { name: 'Amora' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByTestId('disclaimer')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('empty layout mounts the signup modal slot', async () => {
    const { container } = renderShell('/signup', { bus: withAuth('logged_out') });
    await waitFor(() => expect(container.querySelector('[data-remote="mf_account"][data-parcel="signup-modal"]')).not.toBeNull());
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('site-entry warning', () => {
  it('shows in the default layout when enabled, and is remembered once accepted', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const first = renderShell('/members', { settings: { enable_site_entry_popup: true }, storage });
    const dialog = await screen.findByRole('dialog', { name: 'Adults only' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I am 18 or older, enter' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    renderShell('/members', { settings: { enable_site_entry_popup: true }, storage });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('in the chat layout only for NL and DE', async () => {
    const nl = renderShell('/chats', { settings: { enable_site_entry_popup: true, geoip_country: 'NL' } });
    expect(await screen.findByRole('dialog', { name: 'Adults only' })).toBeInTheDocument();
    nl.unmount();
    const { container } = renderShell('/chats', { settings: { enable_site_entry_popup: true, geoip_country: 'BE' } });
    await waitFor(() => expect(container.querySelector('[data-layout="chat"]')).not.toBeNull());
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('alerts frame', () => {
  const loggedIn = (overrides: Parameters<typeof demoUser>[0] = {}) => {
    const bus = createEventBus();
    bus.set('auth', { status: 'logged_in', user: demoUser(overrides) });
    return bus;
  };
  // The remotes' banners have nothing to say unless a test lets one speak.
  const loader = (speaking: string[] = []) =>
    fakeParcelLoader({ silent: new Set([...SILENT_BANNERS].filter((name) => !speaking.includes(name))) }).loader;
  const subscribed = { capability: 'granted', isSubscribed: true, lastMessage: null } as const;

  it('shows one banner at a time, by priority, the others one "Next notice" away and in turn after a dismissal', async () => {
    const user = userEvent.setup();
    const bus = loggedIn({ notifications_disabled: [{ reason: 'bounce', since: '2026-01-02T00:00:00.000Z' }] });
    renderShell('/members', { bus, loader: loader(['activation-reminder']) });
    const frame = within(screen.getByTestId('alert-frame'));
    const reminder = await frame.findByTestId('parcel-activation-reminder');
    const pager = await frame.findByTestId('banner-pager');
    expect(reminder).toBeVisible();
    expect(frame.getByText(/Turn on notifications/)).not.toBeVisible();
    expect(frame.getByText(/can no longer send you e-mail notifications/)).not.toBeVisible();
    expect(pager).toHaveTextContent('1 of 3');

    await user.click(frame.getByRole('button', { name: 'Next notice' }));
    expect(reminder).not.toBeVisible();
    expect(frame.getByText(/Turn on notifications/)).toBeVisible();
    expect(pager).toHaveTextContent('2 of 3');

    await user.click(frame.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(frame.getByText(/can no longer send you e-mail notifications/)).toBeVisible());
    expect(frame.getByTestId('banner-pager')).toHaveTextContent('2 of 2');
  });

  it('the banner being read stays when another one in line goes away', async () => {
    const user = userEvent.setup();
    const bus = loggedIn({ notifications_disabled: [{ reason: 'bounce', since: '2026-01-02T00:00:00.000Z' }] });
    renderShell('/members', { bus, loader: loader(['activation-reminder']) });
    const frame = within(screen.getByTestId('alert-frame'));
    await frame.findByTestId('parcel-activation-reminder');
    await waitFor(() => expect(frame.getByTestId('banner-pager')).toHaveTextContent('1 of 3'));
    await user.click(frame.getByRole('button', { name: 'Next notice' }));
    await user.click(frame.getByRole('button', { name: 'Next notice' }));
    const disabled = frame.getByText(/can no longer send you e-mail notifications/);
    expect(disabled).toBeVisible();
    // Push turned on meanwhile (another tab): its alert leaves the line, the one being read stays.
    act(() => bus.set('push', subscribed));
    await waitFor(() => expect(frame.getByTestId('banner-pager')).toHaveTextContent('2 of 2'));
    expect(disabled).toBeVisible();
    expect(frame.getByTestId('parcel-activation-reminder')).not.toBeVisible();
  });

  it('an empty frame shows nothing: every banner slot hidden, no pager', async () => {
    const bus = loggedIn();
    bus.set('push', subscribed);
    renderShell('/members', { bus, loader: loader() });
    const frame = screen.getByTestId('alert-frame');
    await waitFor(() => expect(frame.querySelector('[data-slot="time-bonus-banner"]')).not.toBeNull());
    for (const banner of frame.querySelectorAll('[data-banner]')) expect(banner).not.toBeVisible();
    expect(screen.queryByTestId('banner-pager')).toBeNull();
  });

  it('push opt-in alert for a logged-in member with push unknown; dismissal is remembered', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const first = renderShell('/members', { bus: loggedIn(), storage, loader: loader() });
    const frame = within(screen.getByTestId('alert-frame'));
    expect(frame.getByText(/Turn on notifications/)).toBeInTheDocument();
    await user.click(frame.getByRole('button', { name: 'Close' }));
    expect(frame.queryByText(/Turn on notifications/)).not.toBeInTheDocument();
    expect([...storage.data.keys()]).toContain('shell:alert-dismissed:push-opt-in');
    first.unmount();
    renderShell('/members', { bus: loggedIn(), storage });
    expect(within(screen.getByTestId('alert-frame')).queryByText(/Turn on notifications/)).not.toBeInTheDocument();
  });

  it('no push alert when logged out or already subscribed', () => {
    const bus = loggedIn();
    bus.set('push', { capability: 'granted', isSubscribed: true, lastMessage: null });
    renderShell('/members', { bus });
    expect(screen.queryByText(/Turn on notifications/)).not.toBeInTheDocument();
  });

  it('disabled-notifications alert when the member has disabled notifications, gone once e-mails are re-enabled', () => {
    const bus = loggedIn({ notifications_disabled: [{ reason: 'bounce', since: '2026-01-02T00:00:00.000Z' }] });
    bus.set('push', subscribed);
    renderShell('/members', { bus, loader: loader() });
    expect(screen.getByText(/can no longer send you e-mail notifications/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check settings' })).toHaveAttribute('href', '/settings');
    // The settings page publishes the user it got back after re-enabling (no reasons left).
    const auth = bus.get('auth');
    if (auth.status !== 'logged_in') throw new Error('expected a member');
    act(() => bus.set('auth', { status: 'logged_in', user: { ...auth.user, notifications_disabled: [] } }));
    expect(screen.queryByText(/can no longer send you e-mail notifications/)).not.toBeInTheDocument();
  });

  it('after a chargeback of spent credits, a notice with the balance owed and the way to settle it', () => {
    renderShell('/members', { bus: loggedIn({ credits: 0, credits_owed: 20 }) });
    const frame = within(screen.getByTestId('alert-frame'));
    expect(frame.getByRole('alert')).toHaveTextContent('your credit balance is −20');
    expect(frame.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/credits');
  });

  it('no chargeback notice while nothing is owed', () => {
    renderShell('/members', { bus: loggedIn() });
    expect(screen.queryByText(/credit balance is/)).not.toBeInTheDocument();
  });

  it('shows alert happenings from the bus', () => {
    const bus = createEventBus();
    renderShell('/members', { bus });
    act(() => bus.emit('alert', { level: 'danger', message: 'Could not delete the conversation' }));
    expect(within(screen.getByTestId('alert-frame')).getByRole('alert')).toHaveTextContent('Could not delete the conversation');
  });
});
