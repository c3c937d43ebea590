import { BehaviorSubject, filter, map, type Observable } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { SHELL_CONTEXT_VERSION, type NavigateOptions, type RouteInfo, type ShellContext } from '@dating/shared/shell-context';

export interface ShellContextDeps {
  bus: EventBus;
  i18n: I18n;
  api: ApiClient;
  settings$: Observable<Settings>;
  initialRoute: RouteInfo;
  standalone: boolean;
  /** The page's CSP style nonce (style-nonce.ts), handed to every remote's emotion cache. */
  styleNonce?: string | undefined;
}

export interface ShellContextHandle {
  context: ShellContext;
  /** The router publishes every resolved location here. */
  route$: BehaviorSubject<RouteInfo>;
  /** The router plugs its navigate function in once it exists (the context is built before the router). */
  setNavigate(navigate: (to: string, options?: NavigateOptions) => void): void;
  /** An error page a parcel asked for (ShellContext.showError), for the location it was asked on. */
  pageError$: BehaviorSubject<PageError | null>;
}

interface PageError {
  pathname: string;
  status: 404 | 500;
}

/** `user$` of the ShellContext: the user while logged in, null when logged out, silent while unknown. */
function userFromAuth(bus: EventBus): Observable<User | null> {
  return bus.state$('auth').pipe(
    filter((auth) => auth.status !== 'unknown'),
    map((auth) => (auth.status === 'logged_in' ? auth.user : null)),
  );
}

/** Built once per page: every parcel receives this same object (plus its domElement). */
export function createShellContext({
  bus,
  i18n,
  api,
  settings$,
  initialRoute,
  standalone,
  styleNonce,
}: ShellContextDeps): ShellContextHandle {
  const route$ = new BehaviorSubject<RouteInfo>(initialRoute);
  const pageError$ = new BehaviorSubject<PageError | null>(null);
  let navigateImpl: (to: string, options?: NavigateOptions) => void = (to, options) => {
    // Before the router is up (never in practice): a full navigation is still correct.
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
  const context: ShellContext = {
    version: SHELL_CONTEXT_VERSION,
    get route() {
      return route$.getValue();
    },
    route$: route$.asObservable(),
    navigate: (to, options) => navigateImpl(to, options),
    showError: (status) => pageError$.next({ pathname: route$.getValue().pathname, status }),
    bus,
    i18n,
    user$: userFromAuth(bus),
    settings$,
    api,
    standalone,
    styleNonce,
  };
  return {
    context,
    route$,
    pageError$,
    setNavigate(navigate) {
      navigateImpl = navigate;
    },
  };
}

/** Installed-app mode: the page runs as a standalone PWA window. */
export function isStandalone(win: Window = window): boolean {
  try {
    return (
      win.matchMedia?.('(display-mode: standalone)').matches === true ||
      (win.navigator as Navigator & { standalone?: boolean }).standalone === true
    );
  } catch {
    return false;
  }
}
