import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** A plain click stays in the app; a modified one (new tab, new window) is the browser's. */
const inApp = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a page of the app, followed by the shell's router. */
export function AppLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { navigate } = useShellContext();
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        if (!inApp(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
