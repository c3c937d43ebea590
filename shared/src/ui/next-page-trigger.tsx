import { useEffect, useRef } from 'react';

/** How far below the viewport the next page starts loading, so scrolling rarely waits for it. */
const AHEAD = '600px';

/**
 * An empty marker after the results: when it scrolls into (or near) view while `active`, the next
 * page loads. Watching starts anew each time it becomes active again or another page came in
 * (`loaded`: the loading in between may be too quick to be rendered), so a screen still not filled
 * after a page keeps loading. Where IntersectionObserver is missing it does nothing; the Load more
 * button stays for that and for keyboard users.
 */
export function NextPageTrigger({ active, loaded, onReached }: { active: boolean; loaded: number; onReached: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;

  useEffect(() => {
    const element = marker.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // Once per activation: the page that loads now deactivates the trigger until it is in.
        observer.disconnect();
        reached.current();
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, loaded]);

  return <div ref={marker} aria-hidden="true" data-testid="next-page-trigger" css={{ height: 1 }} />;
}
