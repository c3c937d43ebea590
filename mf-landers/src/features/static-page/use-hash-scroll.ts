import { useEffect, useRef } from 'react';

/**
 * Scrolls to the URL's hash target once the page's text is shown. The shell scrolls to hash targets
 * on navigation, but it gives up after a second; a cold load of this page (remote, text chunk, company
 * details) can take longer, and the target does not exist before the text does.
 */
export function useHashScroll(hash: string, ready: boolean): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === hash) return;
    done.current = hash;
    const target = document.getElementById(decodeURIComponent(hash.replace(/^#/, '')));
    target?.scrollIntoView();
  }, [hash, ready]);
}
