import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes focus whenever `value` changes, though not on the first render: a
 * flow's new step starts at its heading, so keyboard and screen-reader users begin at its top.
 */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.focus();
  }, [value]);
  return ref;
}
