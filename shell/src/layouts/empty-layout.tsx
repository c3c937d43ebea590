import { EntryWarning } from '../entry-warning/entry-warning';
import { LayoutPieces } from './layout-pieces';
import type { LayoutProps } from './layout-props';

/** The empty layout: the content, the entry warning for NL/DE and the signup modal. */
export default function EmptyLayout({ route, errorPage, children }: LayoutProps) {
  return (
    <div data-layout="empty" css={{ minHeight: '100vh' }}>
      <main id="main">{children}</main>
      <EntryWarning layout="empty" />
      <LayoutPieces layout="empty" route={route} errorPage={errorPage} />
    </div>
  );
}
