import { useMutation } from '@tanstack/react-query';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { reloadLikes } from '../../../api/list-likes-page';

/** POST /api/like.php from a received like: a like back is a match, which the match modal shows. */
export function useLikeProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(likeProfileEndpoint, { body: { profile } }),
      onSuccess: (answer, profileId) => {
        // The realtime channel also says `match`; the modal shows a profile's match once.
        if (answer.match) bus.emit('match', { profileId });
        reloadLikes(bus);
      },
    },
    queryClient,
  );
}
