import { useId, type ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface TitledPanelProps {
  title: ReactNode;
  /** The heading's level where the panel stands (a panel inside a titled group is a level below it). */
  level?: 2 | 3;
  /** Extra styles: a `css` prop given to the panel arrives here and wins over its own. */
  className?: string;
  children: ReactNode;
}

/** A panel of a console page: a region named by its heading, the content in a column below it. */
export function TitledPanel({ title, level = 2, className, children }: TitledPanelProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={id}
      className={className}
      css={{
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        padding: `${theme.space(4)} ${theme.space(5)} ${theme.space(5)}`,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(3),
        minWidth: 0,
      }}
    >
      <Heading id={id} css={{ fontSize: level === 2 ? '1.15rem' : '1.05rem', margin: 0 }}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
