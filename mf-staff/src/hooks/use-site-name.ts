import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** The site's name (the settings'), empty until the settings are known: the authenticator app lists the account under it. */
export function useSiteName(): string {
  const { settings$ } = useShellContext();
  return useObservable(settings$, null)?.name ?? '';
}
