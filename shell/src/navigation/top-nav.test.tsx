import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { renderShell } from '../test-support/render-shell';
import { demoUser } from '../test-support/fixtures';
import { stubBrowser } from '../test-support/setup-browser-stubs';

beforeEach(stubBrowser);

function loggedInBus(overrides: Parameters<typeof demoUser>[0] = {}) {
  const bus = createEventBus();
  const user = demoUser(overrides);
  bus.set('auth', { status: 'logged_in', user });
  bus.set('credits', { credits: user.credits, premium: user.paid_user });
  return bus;
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('top navigation', () => {
  it('logged out: a Login link and no member links', () => {
    const bus = createEventBus();
    bus.set('auth', { status: 'logged_out' });
    renderShell('/members', { bus });
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(mainNav()).queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it('the site name leads a visitor to the home page and a member to the members area', () => {
    const visitor = createEventBus();
    visitor.set('auth', { status: 'logged_out' });
    const { unmount } = renderShell('/members', { bus: visitor });
    expect(within(mainNav()).getByRole('link', { name: 'Amora' })).toHaveAttribute('href', '/');
    unmount();
    renderShell('/members', { bus: loggedInBus() });
    expect(within(mainNav()).getByRole('link', { name: 'Amora' })).toHaveAttribute('href', '/members');
  });

  it('logged in (free): Search members, Messages, Likes, Get Premium, account and language menus', () => {
    renderShell('/members', { bus: loggedInBus() });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: 'Search members' })).toHaveAttribute('href', '/members');
    expect(nav.getByRole('link', { name: /Messages/ })).toHaveAttribute('href', '/chats');
    expect(nav.getByRole('link', { name: /Likes/ })).toHaveAttribute('href', '/likes');
    expect(nav.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(nav.queryByRole('link', { name: /Credits/ })).not.toBeInTheDocument();
    expect(nav.getByRole('button', { name: /Sanne/ })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: /language/ })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('logged in (paid): Credits to repeat order instead of Get Premium', () => {
    renderShell('/members', { bus: loggedInBus({ paid_user: true, credits: 250 }) });
    const nav = within(mainNav());
    expect(nav.getByRole('link', { name: /Credits/ })).toHaveAttribute('href', '/credits/repeat-order');
    expect(nav.queryByRole('link', { name: 'Get Premium' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('credits-badge')).not.toBeInTheDocument();
  });

  it.each([
    [10, 'warning'],
    [1, 'warning'],
    [0, 'danger'],
  ])('credits badge at %i credits is %s', (credits, tone) => {
    renderShell('/members', { bus: loggedInBus({ paid_user: true, credits }) });
    const badge = screen.getByTestId('credits-badge');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent(String(credits));
  });

  /** The unread badges of the Messages and Likes links once the bus holds `count` of each. */
  const unreadBadges = (count: number) => {
    const bus = loggedInBus();
    renderShell('/members', { bus });
    act(() => {
      bus.set('unreadMessages', count);
      bus.set('newLikes', count);
    });
    return [/Messages/, /Likes/].map((name) => within(mainNav()).getByRole('link', { name }).querySelector('[data-tone="unread"]'));
  };

  it('unread 0 → no badge, fed by the bus', () => {
    expect(unreadBadges(0)).toEqual([null, null]);
  });

  it.each([
    [5, '5'],
    [99, '99'],
    [100, '99+'],
  ])('unread %i → badge %p, fed by the bus', (count, text) => {
    const badges = unreadBadges(count);
    expect(badges).toHaveLength(2);
    for (const badge of badges) expect(badge).toHaveTextContent(text);
  });

  it('prefixes the title with unread messages + new likes', () => {
    const bus = loggedInBus();
    renderShell('/members', { bus });
    expect(document.title).toBe('Search members – Amora');
    act(() => {
      bus.set('unreadMessages', 3);
      bus.set('newLikes', 4);
    });
    expect(document.title).toBe('(7) Search members – Amora');
    act(() => bus.set('unreadMessages', 0));
    expect(document.title).toBe('(4) Search members – Amora');
  });

  it.each([
    ['/chats', 'Messages – Amora'],
    ['/likes/sent', 'Likes – Amora'],
    ['/credits', 'Buy credits – Amora'],
    ['/transactions', 'Payments – Amora'],
    ['/login', 'Log in – Amora'],
    ['/pages/terms', 'Terms and conditions – Amora'],
    ['/no/such/page', 'This page could not be found – Amora'],
  ])('gives %s a title of its own: %p', (path, title) => {
    renderShell(path, { bus: loggedInBus() });
    expect(document.title).toBe(title);
  });

  it('a page that names itself (a legal page’s heading) is titled with that name', () => {
    const bus = loggedInBus();
    bus.set('pageHead', { pathname: '/pages/faq', title: 'Frequently asked questions', description: '' });
    renderShell('/pages/faq', { bus });
    expect(document.title).toBe('Frequently asked questions – Amora');
  });

  it('the bell names the unread notifications with the count it shows', async () => {
    const fetch = jest.fn(async () =>
      Response.json({ notifications: [], page: 1, per_page: 20, total: 5, unread: 3 }, { headers: { 'content-type': 'application/json' } }),
    );
    renderShell('/members', { bus: loggedInBus(), fetch });
    const bell = await within(mainNav()).findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('no Login button on the login page itself', () => {
    const bus = createEventBus();
    bus.set('auth', { status: 'logged_out' });
    renderShell('/login', { bus });
    expect(within(mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('the chat list keeps the member tabs (the phone’s bottom bar); an open conversation does not', async () => {
    const { container, unmount } = renderShell('/chats', { bus: loggedInBus() });
    await waitFor(() => expect(container.querySelector('[data-layout="chat"]')).not.toBeNull());
    expect(screen.getByTestId('member-tabs')).toBeInTheDocument();
    unmount();
    const second = renderShell('/chats/5', { bus: loggedInBus() });
    await waitFor(() => expect(second.container.querySelector('[data-layout="chat"]')).not.toBeNull());
    expect(screen.queryByTestId('member-tabs')).toBeNull();
  });

  it('uses the index title on the home page', () => {
    renderShell('/');
    expect(document.title).toBe('Amora – meet singles near you');
  });

  it('account menu: the credit balance, payments, the swipe game, the match finder, My profile, Settings, Logout', async () => {
    const user = userEvent.setup();
    const logout = jest.fn(async () => undefined);
    renderShell('/members', { bus: loggedInBus(), logout });
    await user.click(within(mainNav()).getByRole('button', { name: /Sanne/ }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Credit balance: 0', 'Payments', 'Swipe game', 'Match finder', 'My profile', 'Settings', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('account menu shows the profile thumbnail', () => {
    const { container } = renderShell('/members', { bus: loggedInBus() });
    expect(container.querySelector('img[src="/photos/a_thumb.jpg"]')).not.toBeNull();
  });

  it('language menu offers the languages of the member’s country plus the current one, and switches', async () => {
    const user = userEvent.setup();
    const change = jest.fn(async () => undefined);
    renderShell('/members', { bus: loggedInBus(), locale: { change } });
    await user.click(within(mainNav()).getByRole('button', { name: /language/ }));
    // Profile country NL → nl, en (en is current).
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Nederlands', 'English']);
    await user.click(screen.getByRole('menuitem', { name: 'Nederlands' }));
    expect(change).toHaveBeenCalledWith('nl');
  });

  it('the language button is named with the code it shows (speech input users say what they see)', () => {
    renderShell('/members', { bus: loggedInBus() });
    const button = within(mainNav()).getByRole('button', { name: 'EN, language: English' });
    expect(button).toHaveTextContent(/^EN$/);
  });

  it('shows a back button only in installed-app mode on routes that have one', () => {
    const { unmount } = renderShell('/members', { bus: loggedInBus(), standalone: true });
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    unmount();
    const second = renderShell('/members', { bus: loggedInBus(), standalone: false });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    second.unmount();
    renderShell('/profile', { bus: loggedInBus(), standalone: true });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });
});

describe('footer', () => {
  it('has the footer links and, in English, the US footer and the disclaimer', async () => {
    renderShell('/members');
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/pages/terms',
      '/pages/privacy',
      '/pages/cookies',
      '/pages/ban',
      '/pricing',
      '/complaints',
      '/pages/return-policy',
      '/pages/faq',
      '/pages/service',
    ]);
    expect(screen.getByTestId('us-footer')).toBeInTheDocument();
    expect(screen.getByTestId('disclaimer')).toHaveTextContent('Amora');
  });

  it('hides the US footer in other languages', async () => {
    const bus = createEventBus();
    bus.set('locale', 'de');
    renderShell('/members', { bus });
    await waitFor(() => expect(screen.queryByTestId('us-footer')).not.toBeInTheDocument());
  });
});
