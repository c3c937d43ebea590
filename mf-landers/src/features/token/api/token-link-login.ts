import { useMutation } from '@tanstack/react-query';
import { tokenLinkLoginEndpoint } from '@dating/shared/contracts/token-links';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/token-link.php: the button — claims the login link and logs its member in on this browser. */
export function useTokenLinkLogin() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (token: string) => api.call(tokenLinkLoginEndpoint, { body: { token } }) }, queryClient);
}
