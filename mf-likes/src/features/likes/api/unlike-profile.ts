import { useMutation } from '@tanstack/react-query';
import { unlikeProfileEndpoint } from '@dating/shared/contracts/likes';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { reloadLikes } from '../../../api/list-likes-page';

/** DELETE /api/like.php (idempotent): the like leaves Sent, and a match with it leaves Matches. */
export function useUnlikeProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(unlikeProfileEndpoint, { body: { profile } }),
      onSuccess: () => reloadLikes(bus),
    },
    queryClient,
  );
}
