import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { updateOwnProfileEndpoint } from '@dating/shared/contracts/own-profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';
import { showOwnProfile } from './get-own-profile';

export type OwnProfileChange = EndpointInput<typeof updateOwnProfileEndpoint>['body'];

/**
 * PUT /api/my-profile.php, a partial update, from the profile page, the settings' location and the
 * signup's completion. The answer is the whole saved profile, so a profile page on screen shows it at
 * once. How the shell learns of it differs by screen (a user refresh, or the new place published
 * without one): each caller says so where it handles the answer.
 */
export function useUpdateOwnProfile() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (change: OwnProfileChange) => api.call(updateOwnProfileEndpoint, { body: change }),
      onSuccess: (saved) => showOwnProfile(() => saved),
    },
    queryClient,
  );
}
