import { useTranslation } from 'react-i18next';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { EntryWarning } from '../entry-warning/entry-warning';
import { PHONE } from '../navigation/nav-link';
import { MemberTabs } from '../navigation/top-nav';
import type { LayoutProps } from './layout-props';

/**
 * The chat layout: the bare content (the chat remote draws its own bars), plus the entry warning for NL/DE.
 * On a phone the chat list keeps the member's tab bar at the foot of the screen, as every other page of the
 * members area does; an open conversation has the whole screen for its composer.
 */
export default function ChatLayout({ routeDef, children }: LayoutProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const auth = useBusState('auth');
  const withTabs = auth.status === 'logged_in' && routeDef?.name === 'chats';
  return (
    <div
      data-layout="chat"
      css={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        // The tab bar's room comes off the screen's height (the body is padded for it).
        ...(withTabs ? { [PHONE]: { height: `calc(100vh - ${theme.tabBar.offset})` } } : {}),
      }}
    >
      <main id="main" css={{ flex: 1, minHeight: 0 }}>
        {children}
      </main>
      {withTabs && (
        <nav aria-label={t('nav.label')} css={{ display: 'none', [PHONE]: { display: 'block' } }}>
          <MemberTabs phoneOnly />
        </nav>
      )}
      <EntryWarning layout="chat" />
    </div>
  );
}
