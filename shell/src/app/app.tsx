import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { GlobalStyles } from '@dating/shared/ui/global-styles';
import { NavigationProgress } from '../progress/navigation-progress';
import { AppRoutes } from '../routes/app-routes';
import { ErrorBoundary, ErrorPageFailure } from '../routes/error-page';
import { ServicesProvider, type ShellServices } from './shell-services';

/** The whole shell: services, texts, global styles, the router and the progress bar. */
export function App({ services }: { services: ShellServices }) {
  return (
    <StrictMode>
      <ServicesProvider services={services}>
        <I18nextProvider i18n={services.i18n}>
          <GlobalStyles />
          <ErrorBoundary fallback={() => <ErrorPageFailure />}>
            <BrowserRouter>
              <NavigationProgress>
                <AppRoutes />
              </NavigationProgress>
            </BrowserRouter>
          </ErrorBoundary>
        </I18nextProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
