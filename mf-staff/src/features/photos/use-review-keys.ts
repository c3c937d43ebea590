import { useEffect, useRef } from 'react';

export interface ReviewKeyHandlers {
  approve: () => void;
  reject: () => void;
  /** `index` 0-based: key 1 is the first reason. */
  reason: (index: number) => void;
  next: () => void;
  previous: () => void;
  cancel: () => void;
}

/** Typing in a field, or a key with a modifier (the browser's and the screen reader's own), is never a review key. */
function ignored(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return true;
  const target = event.target as HTMLElement | null;
  return target !== null && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The review's keys on the whole page while the screen is mounted: A approve, R reject (then 1–9 the
 * reason, Escape back), J or → the next photo, K or ← the one before.
 */
export function useReviewKeys(handlers: ReviewKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const h = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action: (() => void) | null =
        key === 'a'
          ? h.approve
          : key === 'r'
            ? h.reject
            : key === 'j' || key === 'ArrowRight'
              ? h.next
              : key === 'k' || key === 'ArrowLeft'
                ? h.previous
                : key === 'Escape'
                  ? h.cancel
                  : /^[1-9]$/.test(key)
                    ? () => h.reason(Number(key) - 1)
                    : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
