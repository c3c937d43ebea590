import { useQuery } from '@tanstack/react-query';
import { landerEndpoint } from '@dating/shared/contracts/landers';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import type { LanderName } from '@dating/shared/landers/lander-catalog';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { queryClient } from '../../../query-client';

/**
 * GET /api/lander.php for a lander (or the visitors' swipe lander) and its slug: the variant the slug
 * selects, the visitor's country and the fictional profiles to show. The tracking source goes along
 * (the api may weigh profiles by it).
 */
export function useLander(name: LanderName | 'tinderswipe', slug: string | undefined) {
  const { api } = useShellContext();
  const tracking = readTrackingQuery();
  return useQuery(
    {
      queryKey: [...endpointKey(landerEndpoint), name, slug ?? null],
      queryFn: ({ signal }) => api.call(landerEndpoint, { query: { name, slug, network: tracking?.network, ref: tracking?.ref }, signal }),
      staleTime: 5 * 60_000,
    },
    queryClient,
  );
}
