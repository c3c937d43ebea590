import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The responsive grid of member cards (search results, similar profiles, match-finder results): 2
 * columns on phones up to 6 on wide screens. `ordered` for a ranking, where the order means something.
 */
export function MemberGrid({ label, ordered = false, children }: { label: string; ordered?: boolean; children: ReactNode }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List
      aria-label={label}
      css={{
        display: 'grid',
        gap: theme.space(3),
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        padding: 0,
        margin: 0,
        [theme.mq.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        [theme.mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        [theme.mq.xl]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {children}
    </List>
  );
}
