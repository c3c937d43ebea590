import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
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

/** How wide the fade is at an edge behind which more pages are hidden. */
const FADE = '2rem';

/**
 * Which edges of the row hide pages (scrolled away from the start, more beyond the end), kept while it
 * scrolls or the window changes size; and the current page scrolled into sight whenever it changes (a page
 * opened by its address, or the row scrolled away meanwhile).
 */
function useNavRow(pathname: string) {
  const row = useRef<HTMLUListElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });
  const measure = useCallback(() => {
    const list = row.current;
    if (!list) return;
    const start = list.scrollLeft > 1;
    const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
    setHidden((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, []);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current) {
      const left = current.offsetLeft - list.offsetLeft;
      // Only when it is not wholly in sight: centred then, so its neighbours show which way the others are.
      if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth) {
        list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
      }
    }
    measure();
  }, [pathname, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const mask = `linear-gradient(to right, ${hidden.start ? 'transparent' : '#000'}, #000 ${FADE}, #000 calc(100% - ${FADE}), ${hidden.end ? 'transparent' : '#000'})`;
  return { row, measure, mask: hidden.start || hidden.end ? mask : undefined };
}

/**
 * The console's navigation: the table's pages for the staff member's role. One row under the header's
 * top line at every width: on a phone it scrolls sideways instead of hiding behind a menu button, so
 * the pages stay one tap away; the current one is scrolled into sight, and an edge with more pages behind
 * it fades out, so the row shows that it scrolls.
 */
function StaffNav({ pages }: { pages: readonly StaffRouteDef[] }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { pathname } = useLocation();
  const { row, measure, mask } = useNavRow(pathname);
  return (
    <nav aria-label={t('staff.nav.label')} css={{ maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.space(4)}` }}>
      <ul
        ref={row}
        onScroll={measure}
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
        style={mask ? { maskImage: mask, WebkitMaskImage: mask } : undefined}
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
