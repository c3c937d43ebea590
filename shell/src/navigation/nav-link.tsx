import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { theme } from '@dating/shared/ui/theme-tokens';

/** A top-navigation link; the current page is marked with aria-current by NavLink. */
export function TopNavLink({ to, children }: { to: string; children: ReactNode }) {
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
      }}
    >
      {children}
    </NavLink>
  );
}
