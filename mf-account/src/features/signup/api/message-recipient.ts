import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getMemberProfileEndpoint } from '@dating/shared/contracts/member-profile';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { queryClient } from '../../../query-client';

/**
 * The name of the profile the first message is for (GET /api/profile.php, with the visitor's traffic
 * source as search sends it), asked each time the message step shows; null while unknown and when
 * the visitor may not see that profile — the step then leaves the name out.
 */
export function useRecipientName(profileId: number): string | null {
  const { api } = useShellContext();
  const [tracking] = useState(readTrackingQuery);
  const { data } = useQuery(
    {
      ...endpointQuery(api, getMemberProfileEndpoint, { query: { id: profileId, network: tracking?.network, ref: tracking?.ref } }),
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
  return data?.profile.name ?? null;
}
