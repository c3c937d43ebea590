import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { signupPath } from '../signup-path';

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
 * A lander's call to action: a real link to the signup page (it works without script and opens in a new
 * tab), followed inside the app so the shell does not reload.
 */
export function SignupCta({ children, onAct, profileId, tone = 'primary', className }: SignupCtaProps) {
  const { navigate } = useShellContext();
  const href = signupPath(profileId);
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onAct?.();
        navigate(href);
      }}
      css={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minHeight: 48,
          padding: `${theme.space(3)} ${theme.space(6)}`,
          borderRadius: 999,
          fontWeight: 700,
          fontSize: '1.125rem',
          textDecoration: 'none',
          boxShadow: '0 6px 18px rgba(0,0,0,0.18)',
          '&:focus-visible': { outline: '3px solid #fff', outlineOffset: 2, boxShadow: `0 0 0 6px ${theme.colors.primary}` },
        },
        tones[tone],
      ]}
    >
      {children}
    </a>
  );
}
