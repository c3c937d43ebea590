import { CacheProvider } from '@emotion/react';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createStyleCache } from '@dating/shared/parcel/remote-cache';
import { GlobalStyles } from '@dating/shared/ui/global-styles';
import { NavigationProgress } from '../progress/navigation-progress';
import { AppRoutes } from '../routes/app-routes';
import { ShellRouter } from '../routes/shell-router';
import { ErrorBoundary, ErrorPageFailure } from '../routes/error-page';
import { ServicesProvider, type ShellServices } from './shell-services';

/** The whole shell: services, texts, global styles, the router and the progress bar. */
export function App({ services }: { services: ShellServices }) {
  // The shell's own emotion cache (key `css`, emotion's default), its tags carrying the CSP nonce.
  const [styleCache] = useState(() => createStyleCache('css', services.shell.context.styleNonce));
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ServicesProvider services={services}>
          <I18nextProvider i18n={services.i18n}>
            <GlobalStyles />
            <ErrorBoundary fallback={() => <ErrorPageFailure />}>
              <ShellRouter>
                <NavigationProgress>
                  <AppRoutes />
                </NavigationProgress>
              </ShellRouter>
            </ErrorBoundary>
          </I18nextProvider>
        </ServicesProvider>
      </CacheProvider>
    </StrictMode>
  );
}
