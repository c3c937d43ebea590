// First, before any module defines a zod schema (the CSP allows no eval; see the module).
import '../csp/zod-jitless';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api-client/api-client';
import { isLocale, type Locale } from '../contracts/locales';
import { getSettingsEndpoint } from '../contracts/settings';
import { getUserEndpoint } from '../contracts/user';
import { createMockApi } from '../msw/handlers';
import { followMemberOffers } from '../offers/member-offers';
import type { ParcelLoaders, RemoteDefinition } from '../parcel/parcel-contract';
import { resolveOwnRoute, routesOf, sampleRoute } from './sample-routes';
import { createStandInShell } from './stand-in-context';
import { StandalonePage } from './standalone-page';

export interface StandaloneOptions {
  remote: RemoteDefinition;
  parcels: ParcelLoaders;
}

function initialLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('lng');
  if (isLocale(asked)) return asked;
  const browser = navigator.languages.map((language) => language.slice(0, 2)).find(isLocale);
  return browser ?? 'en';
}

/**
 * Runs one remote on its own dev server: msw answers /api/* in a service worker, a stand-in shell
 * context (real bus, i18n and API client) is handed to the remote's parcels. Development only.
 */
export async function startStandalone({ remote, parcels }: StandaloneOptions): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  await setupWorker(...createMockApi().handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Chunks, the manifest and hot-reload traffic go to the dev server untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });

  const api = createApiClient({ retries: 0 });
  const [{ user }, settings] = await Promise.all([api.call(getUserEndpoint), api.call(getSettingsEndpoint, { query: {} })]);
  const first = routesOf(remote.name)[0];
  if (!first) throw new Error(`${remote.name} owns no route`);
  const route = resolveOwnRoute(remote.name, new URL(location.href)) ?? sampleRoute(first);
  const locale = initialLocale();
  document.documentElement.lang = locale;

  const shell = createStandInShell({
    route,
    locale,
    user,
    settings,
    api,
    onNavigate: (to) => {
      // Another remote's route cannot be shown here; the URL still changes so the intent is visible.
      window.history.pushState(null, '', to);
      console.info(`[standalone] navigate → ${to}`);
    },
  });

  // The member's offers on the bus, as the shell loads them with the session.
  followMemberOffers({
    api,
    bus: shell.bus,
    welcome: { percent: settings.welcome_discount_percent, days: settings.welcome_discount_days },
  });

  const container = document.getElementById('standalone-root');
  if (!container) throw new Error('standalone.html has no #standalone-root');
  createRoot(container).render(createElement(StandalonePage, { remote, parcels, shell, route, user }));
}
