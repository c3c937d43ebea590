import { useMutation } from '@tanstack/react-query';
import { markLikeSeenEndpoint } from '@dating/shared/contracts/likes';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { reloadLikesTabs } from '../../../api/list-likes-page';

/**
 * POST /api/like-seen.php when the member opens a new liker's profile. The badge drops before the
 * answer (the member saw it; the profile view clears the flag on the server anyway), then takes the
 * server's count.
 */
export function useMarkLikeSeen() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(markLikeSeenEndpoint, { body: { profile } }),
      onMutate: () => bus.set('newLikes', Math.max(0, bus.get('newLikes') - 1)),
      onSuccess: (answer) => {
        bus.set('newLikes', answer.total_new);
        reloadLikesTabs();
      },
    },
    queryClient,
  );
}
