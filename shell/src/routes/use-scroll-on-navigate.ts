import { useEffect, useRef } from 'react';
import type { LocationLike } from './route-info';

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/**
 * §2: a new page starts at the top unless only the hash changed; a hash target is scrolled into
 * view — retried for a few frames, because the remote that renders it may still be mounting.
 */
export function useScrollOnNavigate(location: LocationLike): void {
  const previous = useRef<LocationLike | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before) {
      if (location.hash) scrollWhenReady(location.hash);
      return undefined;
    }
    const samePage = before.pathname === location.pathname && before.search === location.search;
    if (samePage && before.hash === location.hash) return undefined;
    if (!location.hash) {
      if (!samePage) window.scrollTo(0, 0);
      return undefined;
    }
    if (!samePage) window.scrollTo(0, 0);
    return scrollWhenReady(location.hash);
  }, [location.pathname, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
}

function scrollWhenReady(hash: string): () => void {
  let frames = 0;
  let handle = 0;
  const attempt = () => {
    if (scrollToHash(hash) || frames > 60) return;
    frames += 1;
    handle = window.requestAnimationFrame(attempt);
  };
  attempt();
  return () => window.cancelAnimationFrame(handle);
}
