import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site (`/signup`). */
  to: string;
}

/**
 * A link to another page of the app: a real `<a href>` (open in a new tab, copy the address), which
 * on a plain click navigates through the shell's router instead of reloading the page.
 */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps) {
  const { navigate } = useShellContext();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest} css={{ color: theme.colors.primary, fontWeight: 600 }}>
      {children}
    </a>
  );
}
