import { theme } from '@dating/shared/ui/theme-tokens';
import { AlertFrame } from '../alerts/alert-frame';
import { EntryWarning } from '../entry-warning/entry-warning';
import { Footer } from '../footer/footer';
import { TopNav } from '../navigation/top-nav';
import { LayoutPieces } from './layout-pieces';
import type { LayoutProps } from './layout-props';

/** The default layout: top navigation, banners/alerts, content, footer + disclaimer, entry warning, modals. */
export function DefaultLayout({ routeDef, route, errorPage, children }: LayoutProps) {
  return (
    <div data-layout="default" css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav routeDef={routeDef} />
      <AlertFrame layout="default" route={route} />
      {/* A screen high from the start: the footer waits below the fold, so a page arriving in main never pushes it (layout shift). */}
      <main
        id="main"
        css={{ flex: 1, minHeight: '100vh', width: '100%', maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.space(4)}` }}
      >
        {children}
      </main>
      <Footer />
      <EntryWarning layout="default" />
      <LayoutPieces layout="default" route={route} errorPage={errorPage} />
    </div>
  );
}
