import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: waiting times and local clocks move on without a refetch. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
