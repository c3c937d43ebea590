import { useQuery } from '@tanstack/react-query';
import { listBlocksEndpoint } from '@dating/shared/contracts/blocks';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/blocks.php: the members this member blocked. Asked anew each time the settings page opens
 * and kept only while it is open (gcTime 0): blocks are made elsewhere (profiles, chats), and an
 * unblocked row stays as it is until then, with its "Block again".
 */
export function useBlocks() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, listBlocksEndpoint), staleTime: 0, gcTime: 0 }, queryClient);
}
