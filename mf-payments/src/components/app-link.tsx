import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** A plain click stays in the app (the shell's `navigate`); a new tab, a modifier or a middle click is the browser's. */
const inApp = (event: MouseEvent<HTMLAnchorElement>) =>
  !(event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Runs before the app moves on (a dismissal to remember, a dialog to close). */
  onFollow?: () => void;
}

/** A link to a page of the app. */
export function AppLink({ to, onFollow, onClick, children, ...rest }: AppLinkProps) {
  const { navigate } = useShellContext();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!inApp(event)) return;
        event.preventDefault();
        onFollow?.();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
