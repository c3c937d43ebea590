import type { i18n as I18n } from 'i18next';
import type { Observable } from 'rxjs';
import type { ApiClient } from './api-client/api-client';
import type { EventBus } from './bus/event-bus';
import type { Settings } from './contracts/settings';
import type { User } from './contracts/user';

export const SHELL_CONTEXT_VERSION = 2 as const;

export interface RouteInfo {
  /** Route name in the route table (`members-id`), or the layout piece's name for layout parcels. */
  name: string;
  params: Record<string, string | undefined>;
  query: Record<string, string>;
  pathname: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/**
 * The one typed, versioned object every parcel receives as props. Remotes never import the shell;
 * everything they may know about the page comes through here.
 */
export interface ShellContext {
  version: typeof SHELL_CONTEXT_VERSION;
  /**
   * The route at mount time; `route$` follows changes while the parcel stays mounted, at the moment the
   * history moves (before the shell renders the new page and updates the parcels).
   */
  route: RouteInfo;
  route$: Observable<RouteInfo>;
  navigate: (to: string, options?: NavigateOptions) => void;
  /**
   * Replaces this page's content with the shell's error page (404 for a profile or conversation that
   * does not exist, or is not for this member), until the next navigation.
   */
  showError: (status: 404 | 500) => void;
  bus: EventBus;
  i18n: I18n;
  /** null when logged out (never emits while the session is still unknown). */
  user$: Observable<User | null>;
  settings$: Observable<Settings>;
  api: ApiClient;
  /** Installed-app (standalone display) mode. */
  standalone: boolean;
  /**
   * The page's CSP nonce for <style> elements: every emotion cache must put it on the tags it inserts
   * (the policy allows no inline style without it). Undefined where no policy asks for one (the
   * standalone dev page, tests). Added in v2.
   */
  styleNonce: string | undefined;
}
