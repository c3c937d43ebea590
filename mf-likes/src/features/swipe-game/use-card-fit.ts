import { useLayoutEffect, useState } from 'react';

/** The narrowest card worth showing: below it the photo says too little, and the page scrolls instead. */
const MIN_WIDTH = 220;

/**
 * The width at which a 4:5 card placed at `element` leaves `below` px (its buttons) on the first screen,
 * above the phone's tab bar (the shell pads the body by its height). Measured, not guessed: what sits
 * above the card (a notice, the title) differs from member to member and changes while they play.
 */
export function useCardFit(element: HTMLElement | null, below: number): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!element || typeof window === 'undefined') return undefined;
    let pending = 0;
    const measure = () => {
      pending = 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const tabBar = Number.parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
      const height = window.innerHeight - top - below - tabBar;
      setWidth(Math.max(MIN_WIDTH, Math.floor(height * 0.8)));
    };
    const schedule = () => {
      if (!pending) pending = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    // A notice above the game that comes or goes moves the card: the body's size changes with it.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (pending) window.cancelAnimationFrame(pending);
    };
  }, [element, below]);
  return width;
}
