import { useMutation } from '@tanstack/react-query';
import { likeProfileEndpoint } from '@dating/shared/contracts/blocks';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/like.php (idempotent). The likes lists live in mf-likes: the bus tells them, and a match is announced. */
export function useLikeProfile() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (profile: number) => api.call(likeProfileEndpoint, { body: { profile } }),
      onSuccess: (answer, profileId) => {
        // The sent-likes list (and, on a match, the matches tab) changed.
        bus.emit('refreshRequested', { what: ['likes'] });
        if (answer.match) bus.emit('match', { profileId });
      },
    },
    queryClient,
  );
}
