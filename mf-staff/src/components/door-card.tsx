import type { ReactNode } from 'react';
import { theme } from '@dating/shared/ui/theme-tokens';

/**
 * The frame of the console's doors (the login and the set-up link): one white card in the middle of the
 * page, full width on a phone. `wide` for the authenticator's enrolment, whose QR code and key sit side
 * by side on a large screen.
 */
export function DoorCard({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return (
    <section
      css={{
        maxWidth: wide ? 640 : 440,
        margin: `${theme.space(8)} auto 0`,
        padding: `${theme.space(2)} ${theme.space(6)} ${theme.space(6)}`,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radius,
        boxShadow: '0 1px 3px rgba(29, 27, 32, 0.06)',
        '@media (max-width: 575px)': {
          margin: `${theme.space(4)} -${theme.space(2)} 0`,
          padding: `${theme.space(1)} ${theme.space(4)} ${theme.space(5)}`,
        },
      }}
    >
      {children}
    </section>
  );
}

/** The door's one h1: focusable, so a step that replaces the previous one can move focus to it. */
export const doorHeadingCss = {
  fontSize: '1.5rem',
  lineHeight: 1.25,
  margin: `${theme.space(4)} 0 ${theme.space(2)}`,
  '&:focus': { outline: 'none' },
} as const;

/** The muted paragraph under a door's heading. */
export const doorIntroCss = { margin: `0 0 ${theme.space(5)}`, color: theme.colors.muted } as const;
