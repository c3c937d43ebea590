import { BehaviorSubject } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import type { EventBus } from '@dating/shared/bus/event-bus';
import type { Settings } from '@dating/shared/contracts/settings';
import type { ChunkReloadGuard } from '../federation/chunk-reload-guard';
import type { LocaleController } from '../locale/locale-controller';
import { createShellContext } from '../parcels/create-shell-context';
import type { ParcelLoader } from '../parcels/parcel-types';
import { toRouteInfo } from '../routes/route-info';
import { matchRoute } from '@dating/shared/routes/match-route';
import { matchStaffRoute } from '@dating/shared/routes/staff-route-table';
import type { ShellServices } from './shell-services';

export interface ServiceParts {
  bus: EventBus;
  api: ApiClient;
  i18n: I18n;
  settings: Settings;
  loadParcel: ParcelLoader;
  locale: LocaleController;
  chunkGuard: ChunkReloadGuard;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  logout: () => Promise<void>;
  standalone: boolean;
  /** The page's CSP style nonce (style-nonce.ts); absent in tests and on the dev server. */
  styleNonce?: string | undefined;
  location: { pathname: string; search: string; hash: string };
  now?: () => number;
}

/** The page of the first location, in the console's table or the member route table. */
function initialMatch(pathname: string) {
  const staff = matchStaffRoute(pathname);
  return staff ? { route: staff, params: {} } : matchRoute(pathname);
}

/** Assembles the services (and the one ShellContext) from their parts; used by boot and by tests. */
export function createServices(parts: ServiceParts): ShellServices {
  const settings$ = new BehaviorSubject(parts.settings);
  const shell = createShellContext({
    bus: parts.bus,
    i18n: parts.i18n,
    api: parts.api,
    settings$: settings$.asObservable(),
    initialRoute: toRouteInfo(initialMatch(parts.location.pathname), parts.location),
    standalone: parts.standalone,
    styleNonce: parts.styleNonce,
  });
  return {
    bus: parts.bus,
    api: parts.api,
    i18n: parts.i18n,
    settings: parts.settings,
    shell,
    loadParcel: parts.loadParcel,
    locale: parts.locale,
    chunkGuard: parts.chunkGuard,
    storage: parts.storage,
    now: parts.now ?? (() => Date.now()),
    logout: parts.logout,
  };
}

/** localStorage, or an in-memory stand-in where the browser blocks it (privacy modes). */
export function safeLocalStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  try {
    const storage = window.localStorage;
    storage.getItem('probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}
