import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { resetPasswordEndpoint } from '@dating/shared/contracts/password-reset';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/password-reset-do.php: the new password for the link's account. The api ends every
 * other session and starts one here; the screen publishes it with the page it goes to.
 */
export function useResetPassword() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: async (request: EndpointInput<typeof resetPasswordEndpoint>['body']) =>
        (await api.call(resetPasswordEndpoint, { body: request })).user,
    },
    queryClient,
  );
}
