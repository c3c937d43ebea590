import type { AnchorHTMLAttributes } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** A link inside the console: a plain click stays in the page (the shell's router); a new tab or window takes the link as it is. */
export function ConsoleLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useShellContext();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
