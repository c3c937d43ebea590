import { EntryWarning } from '../entry-warning/entry-warning';
import type { LayoutProps } from './layout-props';

/** The chat layout: the bare content (the chat remote draws its own bars), plus the entry warning for NL/DE. */
export default function ChatLayout({ children }: LayoutProps) {
  return (
    <div data-layout="chat" css={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
      <main id="main" css={{ flex: 1, minHeight: 0 }}>
        {children}
      </main>
      <EntryWarning layout="chat" />
    </div>
  );
}
