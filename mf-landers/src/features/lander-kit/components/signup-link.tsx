import type { ReactNode } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { followsInApp } from '../in-app-click';
import { signupPath } from '../signup-path';

interface SignupLinkProps {
  children: ReactNode;
  /** Called before leaving: the landing visit counts as acted (no bounce). */
  onAct?: () => void;
  /** The profile the visitor chose: signup starts with a first message to it. */
  profileId?: number;
  className?: string;
}

/**
 * A link to the signup page without a look of its own (a profile tile, a photo): a real link (it works
 * without script and opens in a new tab), followed inside the app so the shell does not reload.
 */
export function SignupLink({ children, onAct, profileId, className }: SignupLinkProps) {
  const { navigate } = useShellContext();
  const href = signupPath(profileId);
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!followsInApp(event)) return;
        event.preventDefault();
        onAct?.();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
