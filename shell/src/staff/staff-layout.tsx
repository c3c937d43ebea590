import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { staffNavFor, staffPathTo, type StaffRouteDef } from '@dating/shared/routes/staff-route-table';
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

// Labels are `staff.nav.<parcel>`: keys built from the table, each present in the English texts (the test checks).
type NavLabelKey = 'staff.nav.home';

/**
 * The console's navigation: the table's pages for the staff member's role. One row under the header's
 * top line at every width: on a phone it scrolls sideways instead of hiding behind a menu button, so
 * the pages stay one tap away and the current one stays in sight.
 */
function StaffNav({ pages }: { pages: readonly StaffRouteDef[] }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <nav aria-label={t('staff.nav.label')} css={{ maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.space(4)}` }}>
      <ul
        css={{
          display: 'flex',
          gap: theme.space(1),
          margin: 0,
          padding: 0,
          listStyle: 'none',
          overflowX: 'auto',
          whiteSpace: 'nowrap',
          scrollbarWidth: 'thin',
        }}
      >
        {pages.map((page) => (
          <li key={page.name} css={{ flex: 'none' }}>
            <NavLink
              to={page.path}
              // The home's path begins every other one: only the exact page is its current one.
              end
              css={{
                display: 'block',
                padding: `${theme.space(2.5)} ${theme.space(3)}`,
                color: theme.colors.muted,
                fontWeight: 600,
                textDecoration: 'none',
                borderBottom: '3px solid transparent',
                '&:hover': { color: theme.colors.text, borderBottomColor: theme.colors.border },
                '&:focus-visible': { outline: `2px solid ${theme.colors.primary}`, outlineOffset: -2 },
                '&[aria-current="page"]': { color: theme.colors.primary, borderBottomColor: theme.colors.primary },
              }}
            >
              {t(`staff.nav.${page.parcel}` as NavLabelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The staff layout: a plain header (the site's name and "Staff console", the staff member and their menu,
 * the console's navigation for their role) and the content. None of the member layout's pieces: no member navigation, footer, banners, entry
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
        {staff && <StaffNav pages={staffNavFor(staff.role)} />}
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
