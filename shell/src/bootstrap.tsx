import { createRoot } from 'react-dom/client';
import { BehaviorSubject } from 'rxjs';
import { start as startSingleSpa } from 'single-spa';
import { createApiClient } from '@dating/shared/api-client/api-client';
import { createEventBus } from '@dating/shared/bus/event-bus';
import { createI18n, registerNamespace } from '@dating/shared/i18n/i18n';
import { COMMON_NAMESPACE, loadCommonLocale } from '@dating/shared/i18n/common-locales';
import { readLocaleCookie, writeLocaleCookie } from '@dating/shared/i18n/locale-cookie';
import { App } from './app/app';
import { createServices, safeLocalStorage } from './app/create-services';
import { browserChunkReloadGuard } from './federation/chunk-reload-guard';
import { browserFederationRuntime } from './federation/federation-runtime';
import { createRemoteParcelLoader } from './federation/remote-parcel-loader';
import { fetchRemotesMap, toRegistrations } from './federation/remotes-map';
import { createLocaleController, setDocumentLang } from './locale/locale-controller';
import { loadShellLocale, SHELL_LOADERS, SHELL_NAMESPACE } from './locale/locale-loaders';
import { browserLanguages, resolveLocale } from './locale/resolve-locale';
import { isStandalone } from './parcels/create-shell-context';
import { startPushSubscriptions } from './alerts/push-permission';
import { browserPush } from './push/push-browser';
import { watchRealtimeSockets } from './push/realtime-status';
import { startWorkerChannel } from './push/worker-channel';
import { registerServiceWorker } from './service-worker/register';
import { sendBeaconWhenHidden, syncAppBadge, trackOnlineStatus } from './session/browser-signals';
import { startRefreshScheduler } from './session/refresh-scheduler';
import { startRealtime } from './realtime/realtime-connection';
import { createSession, followSessionOffers, publishLoggedOut } from './session/session';
import { readSettings } from './settings/read-settings';
import { readStyleNonce } from './settings/style-nonce';
import { captureTrackingQuery } from '@dating/shared/tracking/tracking-query';
import type { ParcelLoader } from './parcels/parcel-types';
import { pathTo } from '@dating/shared/routes/path-to';

function renderBootFailure(root: HTMLElement, error: unknown) {
  console.error('[shell] boot failed', error);
  // Texts are not available when boot fails before i18n; this is the one hard-coded fallback. Built
  // with the DOM, not markup: the CSP refuses style="…" attributes in markup, not element.style.
  const message = document.createElement('p');
  Object.assign(message.style, { fontFamily: 'sans-serif', padding: '2rem', textAlign: 'center' });
  const home = document.createElement('a');
  home.href = pathTo('index');
  home.textContent = 'Home';
  message.append('An error occurred while showing the error page. ', home);
  root.replaceChildren(message);
}

async function boot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing');
  try {
    const chunkGuard = browserChunkReloadGuard();
    // Chunks of the shell itself (layouts, locale files) may also vanish after a deploy.
    window.addEventListener('unhandledrejection', (event) => {
      if (chunkGuard.handle(event.reason)) event.preventDefault();
    });

    // The landing URL's traffic source outlives in-app navigation: signup sends it along.
    captureTrackingQuery(window.location);
    const settingsPromise = readSettings();
    const remotesPromise = fetchRemotesMap().catch((error: unknown) => {
      // Without the map every slot shows its fallback; navigation, footer and texts still work.
      console.error('[shell] /remotes.json failed', error);
      return null;
    });
    const settings = await settingsPromise;

    const bus = createEventBus();
    const api = createApiClient({
      onAuthRequired: () => {
        if (bus.get('auth').status === 'logged_in') publishLoggedOut(bus);
      },
    });
    const locale = resolveLocale({
      cookie: readLocaleCookie(),
      domainLanguage: settings.domain_language,
      browserLanguages: browserLanguages(),
    });
    setDocumentLang(locale);
    const i18n = createI18n(locale);
    bus.set('locale', locale);
    startPushSubscriptions({ bus, api, publicKey: settings.push_public_key, browser: browserPush() });
    i18n.on('languageChanged', (lng: string) => {
      document.documentElement.lang = lng;
    });
    const texts = Promise.all([
      registerNamespace(i18n, SHELL_NAMESPACE, loadShellLocale).ready,
      registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready,
    ]);

    const session = createSession(api, bus);
    const userLoaded = session
      .loadUser()
      .then(() => {
        if (bus.get('auth').status === 'logged_in') return Promise.all([session.loadChats(), session.loadLikes()]).then(() => undefined);
        return undefined;
      })
      .catch((error: unknown) => {
        console.error('[shell] session start failed', error);
        if (bus.get('auth').status === 'unknown') publishLoggedOut(bus);
      });
    void userLoaded;
    // The periodic refresh stays as the safety net under the realtime channel.
    startRefreshScheduler(bus, (what) => session.refresh(what));
    const realtimeUp = new BehaviorSubject(false);
    startRealtime({ bus, refreshUser: () => session.loadUser(), connect: watchRealtimeSockets((up) => realtimeUp.next(up)) });
    followSessionOffers(api, bus, settings);
    trackOnlineStatus(bus);
    sendBeaconWhenHidden();
    syncAppBadge(bus);
    startSingleSpa({ urlRerouteOnly: true });

    const remotesMap = await remotesPromise;
    const loadParcel: ParcelLoader = remotesMap
      ? createRemoteParcelLoader({
          runtime: browserFederationRuntime(),
          remotes: toRegistrations(remotesMap, window.location.href),
          guard: chunkGuard,
        })
      : () => Promise.reject(new Error('The remotes map could not be loaded'));

    const localeController = createLocaleController({ i18n, bus, api, loaders: SHELL_LOADERS, writeCookie: writeLocaleCookie });
    const services = createServices({
      bus,
      api,
      i18n,
      settings,
      loadParcel,
      locale: localeController,
      chunkGuard,
      storage: safeLocalStorage(),
      logout: async () => {
        await session.logout().catch(() => undefined);
        services.shell.context.navigate(pathTo('index'));
      },
      standalone: isStandalone(),
      styleNonce: readStyleNonce(),
      location: window.location,
    });

    // Texts first, so the first paint is never a flash of keys.
    await texts.catch((error: unknown) => console.error('[shell] texts failed to load', error));
    createRoot(root).render(<App services={services} />);

    if ('serviceWorker' in navigator) {
      startWorkerChannel({
        bus,
        container: navigator.serviceWorker,
        realtimeUp$: realtimeUp,
        navigate: (to) => services.shell.context.navigate(to),
      });
      // The worker (pushes, the offline page, cached files; docs/installed-app.md) registers once the
      // page has loaded and is idle: it never competes with the first paint.
      void registerServiceWorker();
    }
  } catch (error) {
    renderBootFailure(root, error);
  }
}

void boot();
