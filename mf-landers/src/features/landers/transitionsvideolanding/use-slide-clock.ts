import { useEffect, useState } from 'react';

/** How long a beat of the show lasts: one column moves on per beat, so each shows a photo for COLUMNS beats. */
export const BEAT_MS = 2500;

/** Whether the visitor asked for less motion (followed live, as the setting may change while the page is open). */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** Beats since the show began (0 at first); stands still at 0 while `running` is false. */
export function useBeat(running: boolean): number {
  const [beat, setBeat] = useState(0);
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setBeat((current) => current + 1), BEAT_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return beat;
}

/**
 * Where column `column` of `columns` stands at `beat`: beat 1 only loads each column's next photo (so it
 * is there before it is shown); from beat 2 on, one column moves on per beat, in turn. `shown` counts the
 * photos the column has moved past; `loaded` is how many of its photos are on the page — the shown one
 * and the next, never more, so a visitor on a phone downloads a photo only shortly before it appears.
 */
export function columnState(beat: number, column: number, columns: number): { shown: number; loaded: number } {
  const shown = beat >= 2 + column ? Math.floor((beat - 2 - column) / columns) + 1 : 0;
  return { shown, loaded: beat >= 1 ? shown + 2 : 1 };
}
