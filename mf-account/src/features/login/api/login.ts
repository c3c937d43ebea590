import { useMutation } from '@tanstack/react-query';
import { loginEndpoint, type LoginRequest, type User } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/user.php with the member's credentials. The session is published by the screen, not
 * here: where the member goes next (and the reactivation offer that ends the same way) is its business.
 */
export function useLogin() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: async (request: LoginRequest): Promise<User> => {
        const { user } = await api.call(loginEndpoint, { body: request });
        if (!user) throw new Error('POST /api/user.php answered 200 without a user');
        return user;
      },
    },
    queryClient,
  );
}
