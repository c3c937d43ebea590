import { useMutation } from '@tanstack/react-query';
import { deleteOwnPhotoEndpoint } from '@dating/shared/contracts/photos';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { ownPhotosChanged } from '../../../api/get-own-profile';
import { queryClient } from '../../../query-client';

/** DELETE /api/photos.php?id=; the answer is the list that is left. */
export function useDeleteOwnPhoto() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (id: number) => api.call(deleteOwnPhotoEndpoint, { query: { id } }),
      onSuccess: (answer) => ownPhotosChanged(bus, answer),
    },
    queryClient,
  );
}
