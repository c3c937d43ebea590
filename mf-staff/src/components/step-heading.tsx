import { useEffect, useRef, type ReactNode } from 'react';
import { doorHeadingCss } from './door-card';

/**
 * The h1 of a step that replaced another one on the same page (the login's second step, the recovery
 * codes): it takes focus when it appears, so a screen reader starts reading the new step from its top
 * instead of staying on a button that is gone.
 */
export function StepHeading({ focusOnMount = true, children }: { focusOnMount?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 ref={ref} tabIndex={-1} css={doorHeadingCss}>
      {children}
    </h1>
  );
}
