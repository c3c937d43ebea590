import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/** A queue beside the item open: one column on a phone, the list at the side from the large breakpoint. */
export const queueGridCss = {
  display: 'grid',
  gap: theme.space(4),
  gridTemplateColumns: '1fr',
  [theme.mq.lg]: { gridTemplateColumns: 'minmax(260px, 320px) 1fr', alignItems: 'start' },
} as const;

/** A queue with nothing in it. */
export function EmptyQueue({ children }: { children: ReactNode }) {
  return (
    <p
      css={{
        margin: 0,
        padding: theme.space(6),
        textAlign: 'center',
        background: theme.colors.surface,
        borderRadius: theme.radius,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      {children}
    </p>
  );
}
