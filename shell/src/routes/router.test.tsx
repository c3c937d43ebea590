import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, createBrowserHistory, createMemoryHistory, isActivePath, Link, NavLink, Router, useLocation, useNavigate, type Navigate } from './router';

function ShowLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

let navigate: Navigate = () => undefined;
function CaptureNavigate() {
  navigate = useNavigate();
  return null;
}

function renderAt(entries: string[], ui: React.ReactNode = null) {
  const history = createMemoryHistory(entries);
  render(
    <Router history={history}>
      <ShowLocation />
      <CaptureNavigate />
      {ui}
    </Router>,
  );
  return history;
}

const shown = () => screen.getByTestId('location').textContent;

describe('router (history + links for the shell)', () => {
  it('starts at the last initial entry', () => {
    renderAt(['/a', '/members?page=2#top']);
    expect(shown()).toBe('/members?page=2#top');
  });

  it('a link click stays in the app and adds a history entry', async () => {
    const history = renderAt(['/'], <Link to="/credits">Credits</Link>);
    expect(screen.getByRole('link', { name: 'Credits' })).toHaveAttribute('href', '/credits');
    await userEvent.click(screen.getByRole('link', { name: 'Credits' }));
    expect(shown()).toBe('/credits');
    expect(history.entries()).toEqual(['/', '/credits']);
  });

  it('a link to the page already shown replaces the entry instead of adding one', async () => {
    const history = renderAt(['/', '/likes'], <Link to="/likes">Likes</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Likes' }));
    expect(history.entries()).toEqual(['/', '/likes']);
  });

  it('modified clicks, other tabs and other origins are left to the browser', () => {
    const history = renderAt(
      ['/'],
      <>
        <Link to="/a">plain</Link>
        <Link to="/b" target="_blank">
          tab
        </Link>
        <Link to="https://elsewhere.example/help">away</Link>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = fireEvent.click(screen.getByRole('link', { name: 'plain' }), init);
      expect(event).toBe(true); // not prevented: the browser opens it
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'tab' }))).toBe(true);
    const away = screen.getByRole('link', { name: 'away' });
    expect(away).toHaveAttribute('href', 'https://elsewhere.example/help');
    expect(fireEvent.click(away)).toBe(true);
    expect(history.entries()).toEqual(['/']);
  });

  it('same-origin absolute and relative links become paths of this app', () => {
    renderAt(
      ['/members/12'],
      <>
        <Link to="http://localhost/likes?x=1">abs</Link>
        <Link to="?tab=photos">rel</Link>
      </>,
    );
    expect(screen.getByRole('link', { name: 'abs' })).toHaveAttribute('href', '/likes?x=1');
    expect(screen.getByRole('link', { name: 'rel' })).toHaveAttribute('href', '/members/12?tab=photos');
  });

  it('a click handler that prevents the default keeps the page', async () => {
    const history = renderAt(['/'], <Link to="/x" onClick={(event) => event.preventDefault()}>x</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'x' }));
    expect(history.entries()).toEqual(['/']);
  });

  it('navigate: push, replace and back', () => {
    const history = renderAt(['/']);
    act(() => navigate('/members'));
    act(() => navigate('/members/12', { replace: true }));
    expect(shown()).toBe('/members/12');
    expect(history.entries()).toEqual(['/', '/members/12']);
    act(() => navigate(-1));
    expect(shown()).toBe('/');
    act(() => navigate(-1)); // nothing before the first entry
    expect(shown()).toBe('/');
  });

  it('navigate keeps the same function across renders', () => {
    renderAt(['/']);
    const first = navigate;
    act(() => navigate('/a'));
    expect(navigate).toBe(first);
  });

  it('NavLink marks its page and the pages below it; "/" only itself', () => {
    renderAt(
      ['/members/12'],
      <>
        <NavLink to="/members">Members</NavLink>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/members-online">Online</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Online' })).not.toHaveAttribute('aria-current');
  });

  it('isActivePath', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/likes', '/')).toBe(false);
    expect(isActivePath('/likes', '/likes')).toBe(true);
    expect(isActivePath('/likes/received', '/likes/')).toBe(true);
    expect(isActivePath('/likesx', '/likes')).toBe(false);
    expect(isActivePath('/likes', '/likes?x=1')).toBe(true);
  });

  it('hooks outside a router say so', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ShowLocation />)).toThrow(/inside a <Router>/);
    jest.restoreAllMocks();
  });
});

describe('browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('push and replace change the window URL and tell listeners', () => {
    const history = createBrowserHistory();
    const changes: string[] = [];
    const stop = history.listen(() => changes.push(window.location.pathname));
    history.push('/members?page=2');
    expect(window.location.pathname + window.location.search).toBe('/members?page=2');
    history.replace('/likes');
    expect(window.location.pathname).toBe('/likes');
    expect(changes).toEqual(['/members', '/likes']);
    stop();
    history.push('/after');
    expect(changes).toHaveLength(2);
  });

  it('BrowserRouter follows changes made outside it (back/forward, single-spa, remotes)', () => {
    render(
      <BrowserRouter>
        <ShowLocation />
      </BrowserRouter>,
    );
    expect(shown()).toBe('/');
    act(() => {
      window.history.pushState(null, '', '/profile#photos');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toBe('/profile#photos');
  });

  it('resolve: this origin gives a path, another origin null', () => {
    const history = createBrowserHistory();
    expect(history.resolve('/a?b=1#c')).toBe('/a?b=1#c');
    expect(history.resolve(`${window.location.origin}/x`)).toBe('/x');
    expect(history.resolve('https://elsewhere.example/')).toBeNull();
  });
});
