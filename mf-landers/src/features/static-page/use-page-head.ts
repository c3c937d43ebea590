import { useEffect } from 'react';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** Names the page in the document head (the shell writes the title and the meta description from the bus). */
export function usePageHead(pathname: string, title: string, description: string | undefined): void {
  const { bus } = useShellContext();
  useEffect(() => {
    if (!description) return undefined;
    const head = { pathname, title, description };
    bus.set('pageHead', head);
    return () => {
      // Only our own: the next page may have named itself already.
      if (bus.get('pageHead') === head) bus.set('pageHead', null);
    };
  }, [bus, pathname, title, description]);
}
