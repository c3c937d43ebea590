import type { ReactNode } from 'react';
import { theme } from './theme';

export interface IconBadgeProps {
  /** The disc's width and height in pixels. */
  size: number;
  children: ReactNode;
  /** Extra styles (a `css` prop given to the badge arrives here and wins over its own). */
  className?: string;
}

/**
 * A decorative picture on a round tinted disc, in the primary colour (an empty list's picture, the photo zone's
 * camera): hidden from assistive technology, the words beside it say it all.
 */
export function IconBadge({ size, children, className }: IconBadgeProps) {
  return (
    <span
      aria-hidden="true"
      className={className}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: '50%',
        background: theme.colors.background,
        color: theme.colors.primary,
      }}
    >
      {children}
    </span>
  );
}
