import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is to be followed inside the app (the shell navigates, no reload): a plain
 * primary click nothing else has handled. A modified or middle click keeps the browser's meaning (a new
 * tab, a download), so a landing page's links stay real links.
 */
export const followsInApp = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
