import { keyframes } from '@emotion/react';
import { theme } from './theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface SpinnerProps {
  /** Accessible name, e.g. the translated "Loading…". */
  label: string;
  size?: number;
}

/** A small busy indicator in an <output> (role status) so screen readers announce the label. */
export function Spinner({ label, size = 28 }: SpinnerProps) {
  return (
    <output aria-live="polite" css={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
      <span
        aria-hidden="true"
        css={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `3px solid ${theme.colors.border}`,
          borderTopColor: theme.colors.primary,
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {label}
      </span>
    </output>
  );
}
