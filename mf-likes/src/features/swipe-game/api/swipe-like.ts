import { useMutation } from '@tanstack/react-query';
import { swipeLikeEndpoint } from '@dating/shared/contracts/swipe';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { reloadLikes } from '../../../api/list-likes-page';

/** POST /api/swipe-like.php: a like as any other (a match opens the match modal), counted against the day's likes. */
export function useSwipeLike() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(swipeLikeEndpoint, { body: { profile } }),
      onSuccess: (answer, profileId) => {
        // The realtime channel also says `match`; the modal shows a profile's match once.
        if (answer.match) bus.emit('match', { profileId });
        reloadLikes(bus);
      },
    },
    queryClient,
  );
}
