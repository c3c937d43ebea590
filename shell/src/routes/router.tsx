// The shell's navigation: the browser's history, a location for React, links and navigate().
// Routes are resolved by `matchRoute` from shared (one source of truth), so the shell needs no route
// matching of its own, only this — about 1 KB gz where react-router was ~10 KB gz of the first load.
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** What the router needs from a history: the browser's (BrowserRouter) or one in memory (tests). */
export interface RouterHistory {
  location(): RouterLocation;
  push(path: string): void;
  replace(path: string): void;
  go(delta: number): void;
  /** Calls back after every change of location, whoever made it (this history, back/forward, other code). */
  listen(onChange: () => void): () => void;
  /** The page's own URL for `to` (path + search + hash), or null when `to` leaves this origin. */
  resolve(to: string): string | null;
}

const sameLocation = (a: RouterLocation, b: RouterLocation) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

function resolveAgainst(to: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function locationOf(path: string): RouterLocation {
  const url = new URL(path, 'http://router.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The window's history. pushState/replaceState made elsewhere (single-spa, remotes) are seen through popstate. */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const read = (): RouterLocation => ({ pathname: win.location.pathname, search: win.location.search, hash: win.location.hash });
  return {
    location: read,
    push(path) {
      win.history.pushState(null, '', path);
      notify();
    },
    replace(path) {
      win.history.replaceState(null, '', path);
      notify();
    },
    go(delta) {
      win.history.go(delta);
    },
    listen(onChange) {
      listeners.add(onChange);
      win.addEventListener('popstate', onChange);
      return () => {
        listeners.delete(onChange);
        win.removeEventListener('popstate', onChange);
      };
    },
    resolve: (to) => resolveAgainst(to, win.location.href),
  };
}

/** A history held in memory (tests, and anything rendered without a browser URL). */
export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory & { entries(): string[]; index(): number } {
  const entries = initialEntries.length > 0 ? [...initialEntries] : ['/'];
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const ORIGIN = 'http://localhost';
  return {
    location: () => locationOf(entries[index]!),
    push(path) {
      entries.splice(index + 1, entries.length, path);
      index = entries.length - 1;
      notify();
    },
    replace(path) {
      entries[index] = path;
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      notify();
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    resolve: (to) => resolveAgainst(to, new URL(entries[index]!, ORIGIN).href),
    entries: () => [...entries],
    index: () => index,
  };
}

interface RouterValue {
  history: RouterHistory;
  location: RouterLocation;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('Router hooks and links must be rendered inside a <Router>');
  return router;
}

/** Provides the location of `history` to everything below, re-rendering when it changes. */
export function Router({ history, children }: { history: RouterHistory; children?: ReactNode }) {
  const [snapshot] = useState(() => {
    // One object per distinct location, so React sees a change only when the location changes.
    let current = history.location();
    return () => {
      const next = history.location();
      if (!sameLocation(current, next)) current = next;
      return current;
    };
  });
  const location = useSyncExternalStore(history.listen, snapshot, snapshot);
  const value = useMemo(() => ({ history, location }), [history, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The page's router: the window's history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

/** A router over an in-memory history starting at the last of `initialEntries` (tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: string[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory(initialEntries));
  return <Router history={history}>{children}</Router>;
}

export function useLocation(): RouterLocation {
  return useRouter().location;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

/**
 * navigate('/path'), navigate('/path', { replace: true }), navigate(-1). A URL of another origin is a
 * full page load. The function is stable for the router's lifetime.
 */
export function useNavigate(): Navigate {
  const { history } = useRouter();
  return useCallback<Navigate>(
    (to, options) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = history.resolve(to);
      if (path === null) {
        window.location.assign(to);
        return;
      }
      if (options?.replace) history.replace(path);
      else history.push(path);
    },
    [history],
  );
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

export interface LinkProps extends AnchorProps {
  to: string;
  replace?: boolean;
}

/** Left clicks without modifier keys, on links that open in this tab, stay in the app. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/** An `<a href>` that navigates inside the app; other origins, new tabs and modified clicks are the browser's. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const { history } = useRouter();
  const path = history.resolve(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (path === null || !isAppClick(event, target)) return;
    event.preventDefault();
    const current = history.location();
    // Like a browser: following a link to the page already shown does not add a history entry.
    if (replace || `${current.pathname}${current.search}${current.hash}` === path) history.replace(path);
    else history.push(path);
  };
  return <a {...rest} target={target} href={path ?? to} onClick={handleClick} />;
}

/** Whether `to` is the current page or one below it (`/members` is active on `/members/12`). */
export function isActivePath(pathname: string, to: string): boolean {
  const target = locationOf(to).pathname;
  if (target === '/') return pathname === '/';
  const base = target.endsWith('/') ? target.slice(0, -1) : target;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** A Link marked `aria-current="page"` while its page (or one below it) is shown. */
export function NavLink(props: LinkProps) {
  const { location } = useRouter();
  const active = isActivePath(location.pathname, props.to);
  return <Link aria-current={active ? 'page' : undefined} {...props} />;
}
