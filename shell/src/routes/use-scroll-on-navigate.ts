import { useEffect, useLayoutEffect, useRef } from 'react';
import type { LocationLike } from './route-info';

/** How the location was reached: react-router's navigation types. */
export type NavigationKind = 'POP' | 'PUSH' | 'REPLACE';

/** A location with react-router's key, which names one entry of the session history. */
export interface KeyedLocation extends LocationLike {
  key: string;
}

/** How long a Back waits for the page it returns to to grow tall enough again (remotes mount lazily). */
const RESTORE_FRAMES = 180;

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return false;
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!target) return false;
  target.scrollIntoView();
  return true;
}

/** Calls `attempt` every frame until it answers true or `frames` frames passed; returns a cancel. */
function eachFrameUntil(attempt: (lastTry: boolean) => boolean, frames: number): () => void {
  let count = 0;
  let handle = 0;
  const run = () => {
    if (attempt(count >= frames) || count >= frames) return;
    count += 1;
    handle = window.requestAnimationFrame(run);
  };
  run();
  return () => window.cancelAnimationFrame(handle);
}

function scrollWhenReady(hash: string): () => void {
  return eachFrameUntil(() => scrollToHash(hash), 60);
}

/**
 * Back (or Forward) to a page returns to where the member was on it: the remote that renders it
 * mounts again, so the position is retried each frame until the page is tall enough (or given up
 * after about three seconds, at the furthest point reached). The member's own scrolling, keys or
 * touches end the attempt, so it never fights them.
 */
function restoreWhenReady(top: number): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
  };
  const interactions = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  for (const type of interactions) window.addEventListener(type, stop, { passive: true, once: true });
  const cancel = eachFrameUntil((lastTry) => {
    if (stopped) return true;
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    if (reachable >= top || lastTry) {
      window.scrollTo(0, Math.min(top, Math.max(reachable, 0)));
      return true;
    }
    return false;
  }, RESTORE_FRAMES);
  return () => {
    cancel();
    for (const type of interactions) window.removeEventListener(type, stop);
  };
}

/**
 * A new page starts at the top unless only the hash changed; a hash target is scrolled into
 * view — retried for a few frames, because the remote that renders it may still be mounting.
 * A history entry the member comes back to (Back/Forward) is not a new page: it opens where they
 * left it, so a long list of search results is not lost behind a profile visit. The browser's own
 * restoration cannot do this (it runs before our remotes have rendered), so it is switched off.
 */
export function useScrollOnNavigate(location: KeyedLocation, navigation: NavigationKind): void {
  const previous = useRef<KeyedLocation | null>(null);
  /** Last known scroll position of each history entry this tab visited, by location key. */
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const pendingRecord = useRef(0);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    const record = () => {
      pendingRecord.current = 0;
      positions.current.set(currentKey.current, window.scrollY);
    };
    const onScroll = () => {
      if (!pendingRecord.current) pendingRecord.current = window.requestAnimationFrame(record);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(pendingRecord.current);
      pendingRecord.current = 0;
      history.scrollRestoration = before;
    };
  }, []);

  // Before the browser paints the new page: from here on, scrolling belongs to the new entry. A
  // position still waiting for its frame would be read after the old page was replaced (clamped to
  // the new page's height), so it is dropped; the old entry keeps the one recorded a frame earlier.
  useLayoutEffect(() => {
    if (currentKey.current === location.key) return;
    window.cancelAnimationFrame(pendingRecord.current);
    pendingRecord.current = 0;
    currentKey.current = location.key;
  }, [location.key]);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!before) {
      if (location.hash) return scrollWhenReady(location.hash);
      return undefined;
    }
    const samePage = before.pathname === location.pathname && before.search === location.search;
    if (samePage && before.hash === location.hash) return undefined;
    const saved = navigation === 'POP' ? positions.current.get(location.key) : undefined;
    if (saved !== undefined && !location.hash) {
      if (!samePage) window.scrollTo(0, 0);
      return saved > 0 ? restoreWhenReady(saved) : undefined;
    }
    if (!samePage) window.scrollTo(0, 0);
    return location.hash ? scrollWhenReady(location.hash) : undefined;
  }, [location.key, location.pathname, location.search, location.hash]); // eslint-disable-line react-hooks/exhaustive-deps
}
