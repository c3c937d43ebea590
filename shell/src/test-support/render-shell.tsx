import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus, type EventBus } from '@dating/shared/bus/event-bus';
import type { Settings } from '@dating/shared/contracts/settings';
import { createI18n } from '@dating/shared/i18n/i18n';
// Test-only: the package's export map has no JSON entries, so the shared texts are read by path.
import commonEn from '../../../shared/src/locales/en.json';
import { createServices } from '../app/create-services';
import { ServicesProvider, type ShellServices } from '../app/shell-services';
import type { ChunkReloadGuard } from '../federation/chunk-reload-guard';
import type { LocaleController } from '../locale/locale-controller';
import type { ParcelLoader } from '../parcels/parcel-types';
import { NavigationProgress } from '../progress/navigation-progress';
import { AppRoutes } from '../routes/app-routes';
import { ShellRouter } from '../routes/shell-router';
import shellEn from '../locales/en.json';
import { demoSettings } from './fixtures';
import { fakeParcelLoader } from './fake-parcels';

export interface RenderShellOptions {
  loader?: ParcelLoader;
  settings?: Partial<Settings>;
  bus?: EventBus;
  standalone?: boolean;
  chunkGuard?: ChunkReloadGuard;
  locale?: LocaleController;
  logout?: () => Promise<void>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
}

export function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

/** English texts loaded synchronously, so tests assert the exact English strings. */
export function testI18n() {
  const i18n = createI18n('en');
  i18n.addResourceBundle('en', 'shell', shellEn, true, true);
  i18n.addResourceBundle('en', 'common', commonEn, true, true);
  return i18n;
}

/** The shell's routes and layouts at `path`, with a fake parcel loader and no network unless given. */
export function renderShell(path: string, options: RenderShellOptions = {}): RenderResult & { services: ShellServices } {
  const bus = options.bus ?? createEventBus();
  const url = new URL(path, 'http://localhost');
  const services = createServices({
    bus,
    api: createApiClient({
      fetch: options.fetch ?? (async () => new Response('{"error":{"code":"internal","message":"offline"}}', { status: 500 })),
      retries: 0,
    }),
    i18n: testI18n(),
    settings: demoSettings(options.settings),
    loadParcel: options.loader ?? fakeParcelLoader().loader,
    locale: options.locale ?? { change: async () => undefined },
    chunkGuard: options.chunkGuard ?? { handle: () => false },
    storage: options.storage ?? memoryStorage(),
    logout: options.logout ?? (async () => undefined),
    standalone: options.standalone ?? false,
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    now: () => 1_700_000_000_000,
  });
  const result = render(
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>
        <ShellRouter history={UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true })}>
          <NavigationProgress>
            <AppRoutes />
          </NavigationProgress>
        </ShellRouter>
      </I18nextProvider>
    </ServicesProvider>,
  );
  return Object.assign(result, { services });
}
