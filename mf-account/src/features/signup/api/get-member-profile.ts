import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMemberProfileEndpoint } from '@dating/shared/contracts/member-profile';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { queryClient } from '../../../query-client';

/**
 * The profile the first message is for (GET /api/profile.php, with the visitor's traffic source as
 * search sends it), asked each time the message step shows.
 */
export function useMemberProfile(profileId: number) {
  const { api } = useShellContext();
  const [tracking] = useState(readTrackingQuery);
  return useQuery(
    {
      ...endpointQuery(api, getMemberProfileEndpoint, { query: { id: profileId, network: tracking?.network, ref: tracking?.ref } }),
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
