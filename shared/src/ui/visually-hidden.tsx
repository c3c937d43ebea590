import type { HTMLAttributes } from 'react';

/** Out of sight, still in the accessibility tree (and focusable, for an input whose label is the visible control). */
export const visuallyHiddenCss = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive technology only (e.g. "unread messages" after a badge number). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} css={visuallyHiddenCss} />;
}
