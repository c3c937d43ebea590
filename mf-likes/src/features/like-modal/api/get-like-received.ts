import { useQuery } from '@tanstack/react-query';
import { getLikeReceivedEndpoint } from '@dating/shared/contracts/likes';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * Whether `profile` likes the member, as the member may see it (GET /api/like-received.php): the
 * server's true or false, or null while it is asked, when it could not answer and for a visitor. The
 * key names the member, and nothing is kept once the modal is gone: a like removed or a block given
 * since is asked afresh, never answered from an old yes.
 */
export function useLikeReceived(member: number | null, profile: number): boolean | null {
  const { api } = useShellContext();
  const { data } = useQuery(
    {
      queryKey: [...endpointKey(getLikeReceivedEndpoint, { profile }), member],
      queryFn: ({ signal }) => api.call(getLikeReceivedEndpoint, { query: { profile }, signal }),
      enabled: member !== null,
      gcTime: 0,
    },
    queryClient,
  );
  return member === null ? null : (data?.likes_you ?? null);
}
