import type { ReactNode } from 'react';
import { theme } from './theme';

export interface TrustPointsProps {
  /** What the site promises ("Free", "Discreet", ...), translated: each a different text. */
  points: readonly string[];
  /** The decorative mark before each point (a check). */
  mark: ReactNode;
  /** The space between the rows (and between a mark and its words) and between the points of a row, in theme spacing steps. */
  gap: readonly [row: number, column: number];
  /** The words' type and colour (a `css` prop given to the list arrives here and wins over its own). */
  className?: string;
}

/**
 * The site's promises in a row under a branded heading (the home page's hero, the log-in and sign-up band), each
 * after a check mark, wrapping to a second row on a phone.
 */
export function TrustPoints({ points, mark, gap: [row, column], className }: TrustPointsProps) {
  return (
    <ul
      className={className}
      css={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: `${theme.space(row)} ${theme.space(column)}`,
      }}
    >
      {points.map((text) => (
        <li key={text} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(row) }}>
          {mark}
          {text}
        </li>
      ))}
    </ul>
  );
}
