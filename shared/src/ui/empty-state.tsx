import type { ReactNode } from 'react';
import { IconBadge } from './icon-badge';
import { theme } from './theme';

export interface EmptyStateProps {
  /** A decorative picture (aria-hidden) above the text. */
  icon?: ReactNode;
  children: ReactNode;
  /** The next step: one or two buttons, the first the one to take. */
  actions?: ReactNode;
  'data-testid'?: string;
}

/**
 * Nothing to show yet, and where to go from here: a centred panel with the reason and the next step,
 * its buttons under the text (beside it they would squeeze the text to a column of single words on a phone).
 */
export function EmptyState({ icon, children, actions, 'data-testid': testId }: EmptyStateProps) {
  return (
    <div
      data-testid={testId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space(4),
        padding: `${theme.space(8)} ${theme.space(4)}`,
        textAlign: 'center',
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      }}
    >
      {icon && <IconBadge size={64}>{icon}</IconBadge>}
      <p css={{ margin: 0, maxWidth: '36em', lineHeight: 1.5 }}>{children}</p>
      {actions && <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.space(2) }}>{actions}</div>}
    </div>
  );
}
