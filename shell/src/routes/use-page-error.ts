import { useCallback, useSyncExternalStore } from 'react';
import { useServices } from '../app/shell-services';

/**
 * The error page a parcel asked for (ShellContext.showError), while the location is the one it was
 * asked on: any navigation ends it. null while the page shows its parcel.
 */
export function usePageErrorStatus(pathname: string): 404 | 500 | null {
  const { shell } = useServices();
  const pageError = useSyncExternalStore(
    useCallback(
      (onChange: () => void) => {
        const subscription = shell.pageError$.subscribe(onChange);
        return () => subscription.unsubscribe();
      },
      [shell],
    ),
    () => shell.pageError$.getValue(),
  );
  return pageError && pageError.pathname === pathname ? pageError.status : null;
}
