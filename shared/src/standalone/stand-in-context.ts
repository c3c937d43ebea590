import { BehaviorSubject } from 'rxjs';
import { createApiClient, type ApiClient } from '../api-client/api-client';
import { createEventBus, type EventBus } from '../bus/event-bus';
import type { Locale } from '../contracts/locales';
import type { Settings } from '../contracts/settings';
import type { User } from '../contracts/user';
import { createI18n } from '../i18n/i18n';
import { settingsFixture } from '../msw/fixtures';
import { routeByName } from '../routes/route-table';
import { staffRouteByName } from '../routes/staff-route-table';
import { SHELL_CONTEXT_VERSION, type RouteInfo, type ShellContext } from '../shell-context';

/** A RouteInfo for a named route of the table, its path filled from `params`. */
export function routeInfoFor(name: string, params: Record<string, string | undefined> = {}, query: Record<string, string> = {}): RouteInfo {
  const route = routeByName(name) ?? staffRouteByName(name);
  const pathname = route
    ? route.path.replace(/\/:([a-zA-Z]+)(\?)?/g, (_, key: string) =>
        params[key] === undefined ? '' : `/${encodeURIComponent(params[key])}`,
      ) || '/'
    : `/${name}`;
  return { name, params, query, pathname, hash: '' };
}

export interface StandInOptions {
  route: RouteInfo;
  locale?: Locale;
  /** The logged-in user, or null for a visitor. */
  user?: User | null;
  settings?: Settings;
  api?: ApiClient;
  /** The CSP style nonce the parcels' emotion caches put on their tags (none by default: no policy here). */
  styleNonce?: string;
  onNavigate?: (to: string) => void;
  /** What the stand-in does when a parcel asks for the shell's error page. */
  onShowError?: (status: 404 | 500) => void;
}

export interface StandInShell {
  context: ShellContext;
  bus: EventBus;
  user$: BehaviorSubject<User | null>;
  settings$: BehaviorSubject<Settings>;
  route$: BehaviorSubject<RouteInfo>;
  /** The ShellContext for a new route (what the shell passes to `update`). */
  withRoute(route: RouteInfo): ShellContext;
}

/**
 * A ShellContext made of the real pieces (event bus, i18n instance, API client) without the shell:
 * what a remote's tests and its standalone page mount parcels with.
 */
export function createStandInShell(options: StandInOptions): StandInShell {
  const user = options.user === undefined ? null : options.user;
  const bus = createEventBus({
    initial: { auth: user ? { status: 'logged_in', user } : { status: 'logged_out' }, locale: options.locale ?? 'en' },
  });
  const user$ = new BehaviorSubject<User | null>(user);
  const settings$ = new BehaviorSubject<Settings>(options.settings ?? settingsFixture);
  const route$ = new BehaviorSubject<RouteInfo>(options.route);
  const api =
    options.api ??
    createApiClient({
      // Node's fetch (tests) needs absolute URLs; in a browser this is the page's own origin.
      baseUrl: typeof location === 'undefined' ? '' : location.origin,
      retries: 0,
    });
  const context: ShellContext = {
    version: SHELL_CONTEXT_VERSION,
    route: options.route,
    route$: route$.asObservable(),
    navigate: (to) => options.onNavigate?.(to),
    showError: (status) => options.onShowError?.(status),
    bus,
    i18n: createI18n(options.locale ?? 'en'),
    user$: user$.asObservable(),
    settings$: settings$.asObservable(),
    api,
    standalone: false,
    styleNonce: options.styleNonce,
  };
  return {
    context,
    bus,
    user$,
    settings$,
    route$,
    withRoute: (route) => {
      route$.next(route);
      return { ...context, route };
    },
  };
}
