import { CacheProvider, ThemeProvider } from '@emotion/react';
import type { ComponentType, ErrorInfo } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { RouteInfo, ShellContext } from '../shell-context';
import { RemoteFallback } from '../ui/remote-fallback';
import { theme } from '../ui/theme';
import type { RemoteDefinition } from './parcel-contract';
import { getRemoteCache } from './remote-cache';
import { RetryBoundary } from './retry-boundary';
import { RouteContextReact, ShellContextReact } from './shell-context-hooks';
import { TextsGate } from './texts-gate';

export interface RemoteRootProps {
  remote: RemoteDefinition;
  parcel: string;
  Root: ComponentType;
  context: ShellContext;
  route: RouteInfo;
  /** Layout pieces fail silently (render nothing) rather than put an error card on every page. */
  quiet: boolean;
}

function reportError(remote: RemoteDefinition, parcel: string) {
  return (error: unknown, info: ErrorInfo) => {
    // The page keeps working; the console keeps the evidence for whoever debugs it.
    console.error(`[${remote.name}/${parcel}] failed to render`, error, info.componentStack);
  };
}

/** Everything around a remote's root component: its own emotion cache, theme, texts, context, boundary. */
export function RemoteRoot({ remote, parcel, Root, context, route, quiet }: RemoteRootProps) {
  return (
    <CacheProvider value={getRemoteCache(remote.namespace, context.styleNonce)}>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={context.i18n} defaultNS={remote.namespace}>
          <ShellContextReact.Provider value={context}>
            <RouteContextReact.Provider value={route}>
              {/* display: contents — the marker must not change the layout of the slot it sits in. */}
              <div data-remote={remote.name} data-parcel={parcel} style={{ display: 'contents' }}>
                <RetryBoundary
                  onError={reportError(remote, parcel)}
                  fallback={(retry) => (quiet ? null : <RemoteFallback onRetry={retry} />)}
                >
                  <TextsGate i18n={context.i18n} remote={remote}>
                    <Root />
                  </TextsGate>
                </RetryBoundary>
              </div>
            </RouteContextReact.Provider>
          </ShellContextReact.Provider>
        </I18nextProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** Last resort when even the providers fail (e.g. a ShellContext of an unknown version). */
export function ContainedFallback({ remote, context }: { remote: RemoteDefinition; context: Partial<ShellContext> }) {
  const fallback = <RemoteFallback />;
  return (
    <CacheProvider value={getRemoteCache(remote.namespace, typeof context.styleNonce === 'string' ? context.styleNonce : undefined)}>
      <div data-remote={remote.name} style={{ display: 'contents' }}>
        {context.i18n ? <I18nextProvider i18n={context.i18n}>{fallback}</I18nextProvider> : fallback}
      </div>
    </CacheProvider>
  );
}
