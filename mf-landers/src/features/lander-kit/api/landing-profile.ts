import { useQuery } from '@tanstack/react-query';
import { landingProfileEndpoint } from '@dating/shared/contracts/landers';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/landing-profile.php: the profile a member landing page puts first; 404 (an ApiError) for any other id. */
export function useLandingProfile(id: number) {
  const { api } = useShellContext();
  return useQuery(
    {
      queryKey: [...endpointKey(landingProfileEndpoint), id],
      queryFn: ({ signal }) => api.call(landingProfileEndpoint, { query: { id }, signal }),
      staleTime: 5 * 60_000,
      retry: false,
    },
    queryClient,
  );
}
