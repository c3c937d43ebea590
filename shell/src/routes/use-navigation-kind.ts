import { useEffect } from 'react';
import { useNavigationType } from 'react-router';
import type { NavigationKind } from './use-scroll-on-navigate';

/** Whether the last popstate the window saw was single-spa's announcement of a pushState, not Back or Forward. */
let lastPopWasAnnouncement = false;

const onPopState = (event: PopStateEvent): void => {
  lastPopWasAnnouncement = (event as PopStateEvent & { singleSpa?: boolean }).singleSpa === true;
};

/**
 * React Router's navigation type, but a push stays a push. single-spa announces every pushState that
 * changes the address with a popstate event of its own (marked `singleSpa`) so that other routers hear
 * of it; React Router takes that for Back/Forward (POP). When React renders the push and that POP
 * together, the new page would be taken for a history entry the member came back to and be scrolled
 * to a stale position (a profile opened far down the search opened half-way down).
 */
export function useNavigationKind(): NavigationKind {
  const type = useNavigationType();
  useEffect(() => {
    window.addEventListener('popstate', onPopState, true);
    return () => window.removeEventListener('popstate', onPopState, true);
  }, []);
  return type === 'POP' && lastPopWasAnnouncement ? 'PUSH' : type;
}
