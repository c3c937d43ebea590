import { useId, type ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/** One sheet beside the conversation (the persona's, the member's): a titled card. */
export function SheetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        padding: theme.space(4),
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
      }}
    >
      <h2 id={id} css={{ margin: 0, fontSize: '0.8rem', letterSpacing: '0.06em', textTransform: 'uppercase', color: theme.colors.muted }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A sheet's list of label and value pairs, two columns. */
export const sheetFactsCss = {
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${theme.space(1)} ${theme.space(3)}`,
  margin: 0,
  fontSize: '0.9rem',
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
} as const;
