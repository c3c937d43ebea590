import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The white, softly rounded, hairline-bordered box the payment screens set their summaries in (the price story,
 * the last order, the costs table): for elements other than a plain box, spread it into their own styles.
 */
export const panelCss = {
  borderRadius: theme.radius * 1.5,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
} as const;

export interface PanelProps {
  /** The space between the panel's rows and around them, in theme spacing steps. */
  gap: number;
  padding: number;
  children: ReactNode;
  /** Extra styles (a `css` prop given to the panel arrives here and wins over its own). */
  className?: string;
  'data-testid'?: string;
}

/** A panel whose contents stack in one column, `gap` apart. */
export function Panel({ gap, padding, children, className, 'data-testid': testId }: PanelProps) {
  return (
    <div
      data-testid={testId}
      className={className}
      css={{ display: 'grid', gap: theme.space(gap), padding: theme.space(padding), ...panelCss }}
    >
      {children}
    </div>
  );
}
