import { useEffect, useState } from 'react';

/**
 * True once the member has been `delayMs` in the members area without leaving it: moving between its pages
 * keeps the time running, leaving it starts again from zero on the way back.
 */
export function useDelayInArea(inArea: boolean, delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!inArea) {
      setElapsed(false);
      return undefined;
    }
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [inArea, delayMs]);
  return elapsed;
}
