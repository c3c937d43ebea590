import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffPathTo } from '@dating/shared/routes/staff-route-table';
import { theme } from '@dating/shared/ui/theme-tokens';
import { useServices } from '../app/shell-services';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { StaffMenu, type StaffMember } from './staff-menu';
import { endStaffSession } from './staff-session';

export interface StaffLayoutProps {
  /** The signed-in staff member, null on the login and set-up pages before a session. */
  staff: StaffMember | null;
  children: ReactNode;
}

/**
 * The staff layout: a plain header (the site's name and "Staff console", the staff member and their menu)
 * and the content. None of the member layout's pieces: no member navigation, footer, banners, entry
 * warning or signup modal — staff are not members, and nothing here loads a member remote.
 */
export function StaffLayout({ staff, children }: StaffLayoutProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { api, bus, settings } = useServices();
  const [logoutFailed, setLogoutFailed] = useState(false);
  // The staff pages go to the login once the session is gone (staff-pages.tsx); a logout that did not
  // reach the api leaves the session as it was and says so.
  const logOut = (everywhere: boolean) => {
    setLogoutFailed(false);
    endStaffSession(api, bus, { everywhere }).catch(() => setLogoutFailed(true));
  };
  return (
    <div data-layout="staff" css={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: theme.colors.background }}>
      <header css={{ background: theme.colors.surface, borderBottom: `1px solid ${theme.colors.border}` }}>
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            gap: theme.space(3),
            maxWidth: 1200,
            margin: '0 auto',
            padding: `${theme.space(2)} ${theme.space(4)}`,
            minHeight: 56,
          }}
        >
          <Link
            to={staffPathTo(staff ? 'staff' : 'staff-login')}
            css={{
              display: 'flex',
              alignItems: 'baseline',
              columnGap: theme.space(2),
              flexWrap: 'wrap',
              minWidth: 0,
              textDecoration: 'none',
              marginRight: 'auto',
            }}
          >
            <span css={{ fontWeight: 800, fontSize: '1.2rem', color: theme.colors.primary }}>{settings.name}</span>
            <span css={{ fontWeight: 600, color: theme.colors.muted }}>{t('staff.title')}</span>
          </Link>
          {staff && <StaffMenu staff={staff} onLogOut={logOut} />}
        </div>
      </header>
      {logoutFailed && (
        <p
          role="alert"
          css={{ margin: 0, padding: `${theme.space(2)} ${theme.space(4)}`, background: theme.colors.dangerBg, textAlign: 'center' }}
        >
          {t('staff.logoutFailed')}
        </p>
      )}
      <main id="main" css={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.space(4)} ${theme.space(10)}` }}>
        {children}
      </main>
    </div>
  );
}
