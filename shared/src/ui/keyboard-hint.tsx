import type { ReactNode } from 'react';
import { theme } from './theme';

/** A device with a fine pointer that hovers: a computer, which has a keyboard. */
const KEYBOARD_MEDIA = '@media (hover: hover) and (pointer: fine)';

/**
 * A line naming the keys a screen answers to (the swipe game's and the lander's arrows). Arrow keys are
 * no help on a touch screen, so it shows only where there is a fine pointer and so a keyboard.
 */
export function KeyboardHint({ children }: { children: ReactNode }) {
  return (
    <p
      data-testid="keyboard-hint"
      css={{
        display: 'none',
        margin: 0,
        textAlign: 'center',
        color: theme.colors.muted,
        fontSize: '0.875rem',
        [KEYBOARD_MEDIA]: { display: 'block' },
      }}
    >
      {children}
    </p>
  );
}
