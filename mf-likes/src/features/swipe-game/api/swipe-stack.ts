import { useQuery } from '@tanstack/react-query';
import { swipeStackEndpoint } from '@dating/shared/contracts/swipe';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/swipe.php: the next cards, the likes left today and when they start again. Asked anew
 * each time the game opens or its cards run out (the server leaves out what was liked or passed).
 */
export function useSwipeStack(viewer: number) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: [...endpointKey(swipeStackEndpoint), viewer],
      queryFn: ({ signal }) => api.call(swipeStackEndpoint, { signal }),
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
