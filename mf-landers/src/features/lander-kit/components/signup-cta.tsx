import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SignupLink } from './signup-link';

interface SignupCtaProps {
  children: ReactNode;
  /** Called before leaving: the landing visit counts as acted (no bounce). */
  onAct?: () => void;
  /** The profile the visitor chose: signup starts with a first message to it. */
  profileId?: number;
  /** `light` on a dark or photo background. */
  tone?: 'primary' | 'light';
  className?: string;
}

const tones: Record<'primary' | 'light', CSSObject> = {
  primary: { background: theme.colors.primary, color: theme.colors.onPrimary, '&:hover': { background: theme.colors.primaryDark } },
  light: { background: '#fff', color: theme.colors.primary, '&:hover': { background: '#fbe9f3' } },
};

/**
 * The look of a call to action (a pill, at least 48 px high), for links and buttons alike: the home
 * page's signup button, which opens the signup modal, looks like the landers' links to the signup page.
 */
export function ctaStyle(tone: 'primary' | 'light' = 'primary'): CSSObject[] {
  return [
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: theme.space(2),
      minHeight: 48,
      padding: `${theme.space(3)} ${theme.space(6)}`,
      border: 0,
      borderRadius: 999,
      font: 'inherit',
      fontWeight: 700,
      fontSize: '1.125rem',
      lineHeight: 1.25,
      textAlign: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      boxShadow: '0 6px 18px rgba(0,0,0,0.18)',
      '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2, boxShadow: `0 0 0 6px ${theme.colors.primary}` },
    },
    tones[tone],
  ];
}

/**
 * A lander's call to action: a real link to the signup page (it works without script and opens in a new
 * tab), followed in the app so the shell does not reload.
 */
export function SignupCta({ children, onAct, profileId, tone = 'primary', className }: SignupCtaProps) {
  return (
    <SignupLink onAct={onAct} profileId={profileId} className={className} css={ctaStyle(tone)}>
      {children}
    </SignupLink>
  );
}
