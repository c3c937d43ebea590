import { useMutation } from '@tanstack/react-query';
import { reviewPhotoEndpoint, type PhotoReviewRequest } from '@dating/shared/contracts/staff-photos';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/staff/photo-review.php: approve a photo, or reject it with a reason. */
export function useReviewPhoto() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: PhotoReviewRequest) => api.call(reviewPhotoEndpoint, { body }) }, queryClient);
}
