import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/**
 * A link to a console page: a real `<a href>`, so a new tab or window takes the link as it is; a plain
 * click stays in the page (the shell's router). An `onClick` that prevents the default keeps the page.
 */
export function ConsoleLink({ href, onClick, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useShellContext();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
