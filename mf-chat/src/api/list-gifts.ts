import { useQuery } from '@tanstack/react-query';
import { listGiftsEndpoint } from '@dating/shared/contracts/chats';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/**
 * GET /api/gifts.php: the gift catalogue (pictures and prices), for the picker and the gift bubbles.
 * It changes with a deploy or a price setting, not while a member chats: fetched once per page.
 */
export function useGifts() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listGiftsEndpoint), staleTime: Infinity }, queryClient);
}
