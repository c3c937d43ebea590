import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

const tableCss = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.95rem',
  '& caption': { textAlign: 'start', fontWeight: 600, padding: `0 0 ${theme.space(2)}` },
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    padding: `${theme.space(2)} ${theme.space(3)}`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '& thead th': { color: theme.colors.muted, fontWeight: 600, whiteSpace: 'nowrap' },
  '& td.number, & th.number': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
} as const;

/**
 * A table of the admins' pages: a real <table> with its caption (the name a screen reader announces),
 * scrolled sideways inside its own box on a narrow screen rather than squeezed.
 */
export function DataTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div
      css={{
        overflowX: 'auto',
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: theme.space(3),
      }}
    >
      <table css={tableCss}>
        <caption>{caption}</caption>
        <thead>{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
