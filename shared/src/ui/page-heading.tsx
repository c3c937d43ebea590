import type { HTMLAttributes } from 'react';
import { theme } from './theme';

/** The one h1 of a page. */
export function PageHeading({ children, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 {...props} css={{ fontSize: '1.6rem', lineHeight: 1.25, margin: `${theme.space(4)} 0`, color: theme.colors.text }}>
      {children}
    </h1>
  );
}
