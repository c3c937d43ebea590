import { useMutation } from '@tanstack/react-query';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { updateOwnPhotosEndpoint } from '@dating/shared/contracts/photos';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { ownPhotosChanged } from '../../../api/get-own-profile';
import { queryClient } from '../../../query-client';

/** PUT /api/photos.php: a new order or a new main photo; the answer is the whole list as saved. */
export function useUpdateOwnPhotos() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (change: EndpointInput<typeof updateOwnPhotosEndpoint>['body']) => api.call(updateOwnPhotosEndpoint, { body: change }),
      onSuccess: (answer) => ownPhotosChanged(bus, answer),
    },
    queryClient,
  );
}
