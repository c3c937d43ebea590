import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getOwnProfileEndpoint, type OwnProfileResponse } from '@dating/shared/contracts/index';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * The member's own profile and photos, GET /api/my-profile.php. Asked anew each time the profile page
 * opens and kept only while it is open (gcTime 0): other screens (settings' location, the signup's
 * completion) change it too, and a form must never start from an old copy.
 */
export function useOwnProfile() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getOwnProfileEndpoint), staleTime: 0, gcTime: 0 }, queryClient);
}

/** Puts an answer that holds the new state (a saved profile, changed photos) in place of the shown one. */
export function useUpdateOwnProfile(): (update: (current: OwnProfileResponse) => OwnProfileResponse) => void {
  return useCallback(
    (update) => queryClient.setQueryData<OwnProfileResponse>(endpointKey(getOwnProfileEndpoint), (current) => current && update(current)),
    [],
  );
}
