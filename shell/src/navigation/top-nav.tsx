import { Global } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { RouteDef } from '@dating/shared/routes/route-table';
import { Badge, CountBadge, formatBadgeCount } from '@dating/shared/ui/badge';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useServices } from '../app/shell-services';
import { useBusState } from '../app/use-bus-state';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';
import { BellIcon, CreditsIcon, LikesIcon, MessagesIcon, SearchIcon } from './nav-icons';
import { NARROW, PHONE, TopNavLink } from './nav-link';
import { creditsBadgeTone, purchaseLink } from './nav-rules';
import { pathTo } from '@dating/shared/routes/path-to';
import { useNotificationsUnread } from './use-notifications-unread';

/** A back button only in installed-app mode, on routes that ask for it. */
function BackButton() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      // navigate returns a promise only under a data router; under BrowserRouter there is nothing to wait for.
      onClick={() => void navigate(-1)}
      aria-label={t('nav.back')}
      css={{
        background: 'transparent',
        border: 0,
        fontSize: '1.4rem',
        cursor: 'pointer',
        padding: theme.space(2),
        color: theme.colors.text,
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}

/**
 * The member's main tabs: Search members, Messages, Likes, then Credits or Get Premium. In the header
 * on wider screens; on a phone a tab bar fixed at the foot of the screen (`phoneOnly`: only that bar,
 * for the chat list, whose layout has no header).
 */
export function MemberTabs({ phoneOnly = false }: { phoneOnly?: boolean }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const unread = useBusState('unreadMessages');
  const newLikes = useBusState('newLikes');
  const credits = useBusState('credits');
  const purchase = purchaseLink(credits.premium);
  const creditsTone = creditsBadgeTone(credits.credits);
  return (
    <>
      {/* The bottom tab bar must not cover the end of the page. */}
      <Global styles={{ [PHONE]: { body: { paddingBottom: theme.tabBar.offset } } }} />
      <ul
        data-testid="member-tabs"
        css={{
          display: phoneOnly ? 'none' : 'flex',
          flexWrap: 'wrap',
          [NARROW]: { flexWrap: 'nowrap' },
          gap: theme.space(1),
          listStyle: 'none',
          margin: 0,
          padding: 0,
          [PHONE]: {
            display: 'flex',
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: 20,
            flexWrap: 'nowrap',
            gap: 0,
            background: theme.colors.surface,
            borderTop: `1px solid ${theme.colors.border}`,
            // Exactly the room the rest of the page leaves it (theme.tabBar), its border and the safe area included.
            boxSizing: 'border-box',
            height: theme.tabBar.offset,
            paddingBottom: 'env(safe-area-inset-bottom, 0px)',
            '& > li': { flex: 1, display: 'flex', minWidth: 0 },
          },
        }}
      >
        <li>
          <TopNavLink to={pathTo('members')} icon={<SearchIcon />}>
            {t('nav.searchMembers')}
          </TopNavLink>
        </li>
        <li>
          <TopNavLink to={pathTo('chats')} icon={<MessagesIcon />}>
            {t('nav.messages')}
            <CountBadge count={unread} tone="unread" />
            {unread > 0 && <VisuallyHidden>{t('nav.unreadMessages', { count: unread })}</VisuallyHidden>}
          </TopNavLink>
        </li>
        <li>
          <TopNavLink to={pathTo('likes')} icon={<LikesIcon />}>
            {t('nav.likes')}
            <CountBadge count={newLikes} tone="unread" />
            {newLikes > 0 && <VisuallyHidden>{t('nav.newLikes', { count: newLikes })}</VisuallyHidden>}
          </TopNavLink>
        </li>
        <li>
          {purchase.kind === 'credits' ? (
            <TopNavLink to={purchase.to} icon={<CreditsIcon />}>
              {t('nav.credits')}
              {creditsTone && (
                <Badge tone={creditsTone} data-testid="credits-badge">
                  {credits.credits}
                  <VisuallyHidden>{t('nav.creditsLeft', { count: credits.credits })}</VisuallyHidden>
                </Badge>
              )}
            </TopNavLink>
          ) : (
            <TopNavLink to={purchase.to} icon={<CreditsIcon />}>
              {t('nav.getPremium')}
            </TopNavLink>
          )}
        </li>
      </ul>
    </>
  );
}

/** The bell: a link to the notifications page, its name saying how many are unread (with the count it shows). */
function NotificationsBell() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const unread = useNotificationsUnread(pathname);
  const shown = formatBadgeCount(unread);
  return (
    <Link
      to={pathTo('notifications')}
      data-testid="notifications-bell"
      aria-label={shown ? t('nav.notificationsUnread', { count: shown }) : t('nav.notifications')}
      aria-current={pathname === pathTo('notifications') ? 'page' : undefined}
      css={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        flex: 'none',
        borderRadius: '50%',
        color: theme.colors.text,
        '&:hover': { background: theme.colors.background },
        '&[aria-current="page"]': { color: theme.colors.primary },
      }}
    >
      <BellIcon />
      {shown && (
        <Badge tone="unread" css={{ position: 'absolute', top: 0, right: -4 }}>
          {shown}
        </Badge>
      )}
    </Link>
  );
}

export function TopNav({ routeDef }: { routeDef: RouteDef | null }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { settings, shell } = useServices();
  const auth = useBusState('auth');
  const showBack = shell.context.standalone && routeDef?.backButton === true;
  // On the login page the form is the page: a button to it would lead nowhere.
  const onLoginPage = routeDef?.name === 'login';

  return (
    <header css={{ background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}` }}>
      <nav
        aria-label={t('nav.label')}
        css={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: theme.space(2),
          maxWidth: 1200,
          margin: '0 auto',
          padding: `${theme.space(2)} ${theme.space(4)}`,
          // One row on a tablet and a phone, whatever the site's or the member's name: the long parts give way.
          [NARROW]: { flexWrap: 'nowrap' },
          [PHONE]: { flexWrap: 'nowrap', padding: `${theme.space(2)} ${theme.space(3)}`, gap: theme.space(1) },
        }}
      >
        {showBack && <BackButton />}
        {/* A member's home is the members area: the home page would only send them there (after loading the landers). */}
        <Link
          to={pathTo(auth.status === 'logged_in' ? 'members' : 'index')}
          css={{
            fontWeight: 800,
            fontSize: '1.2rem',
            color: theme.colors.primary,
            textDecoration: 'none',
            marginRight: 'auto',
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {settings.name}
        </Link>
        {auth.status === 'logged_in' ? (
          <>
            <MemberTabs />
            <NotificationsBell />
            <LanguageMenu />
            <AccountMenu user={auth.user} />
          </>
        ) : (
          <>
            <LanguageMenu />
            {!onLoginPage && (
              <Link
                to={pathTo('login')}
                css={{
                  background: theme.colors.primary,
                  color: theme.colors.onPrimary,
                  borderRadius: theme.radius,
                  padding: `${theme.space(2)} ${theme.space(4)}`,
                  textDecoration: 'none',
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                }}
              >
                {t('nav.login')}
              </Link>
            )}
          </>
        )}
      </nav>
    </header>
  );
}
