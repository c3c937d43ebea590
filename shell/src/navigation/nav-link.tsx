import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { theme } from '@dating/shared/ui/theme-tokens';

/** Below this width the member links become a tab bar at the bottom of the screen. */
export const PHONE = '@media (max-width: 767.98px)';
/** Below this width the header has no room for the member's name next to the links: the thumbnail stands for it. */
export const NARROW = '@media (max-width: 991.98px)';
/**
 * A tablet's width (phone's tab bar not yet, a desktop's row of labels no longer fitting, in German least of
 * all): the links stay in the header, each its icon above a short label, so the header keeps one row.
 */
const TABLET = '@media (min-width: 768px) and (max-width: 991.98px)';

/**
 * A top-navigation link; the current page is marked with aria-current by NavLink. On phones it is
 * a tab of the bottom bar: its icon above a short label.
 */
export function TopNavLink({ to, children, icon }: { to: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <NavLink
      to={to}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(1),
        padding: `${theme.space(2)} ${theme.space(3)}`,
        borderRadius: theme.radius,
        color: theme.colors.text,
        textDecoration: 'none',
        fontWeight: 600,
        '&:hover': { background: theme.colors.background },
        '&[aria-current="page"]': { color: theme.colors.primary },
        [TABLET]: {
          flexDirection: 'column',
          gap: 2,
          padding: `${theme.space(1)} ${theme.space(2)}`,
          fontSize: '0.75rem',
          position: 'relative',
        },
        [PHONE]: {
          flexDirection: 'column',
          // The tab bar has a fixed height (theme.tabBar): icon and label sit in its middle.
          justifyContent: 'center',
          gap: 2,
          width: '100%',
          padding: `${theme.space(1)} 0`,
          fontSize: '0.75rem',
          position: 'relative',
        },
      }}
    >
      {icon && <span css={{ display: 'none', [NARROW]: { display: 'block', lineHeight: 0 } }}>{icon}</span>}
      <span
        css={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: theme.space(1),
          whiteSpace: 'nowrap',
          [PHONE]: { textAlign: 'center', lineHeight: 1.2, maxWidth: '100%', whiteSpace: 'normal' },
        }}
      >
        {children}
      </span>
    </NavLink>
  );
}
