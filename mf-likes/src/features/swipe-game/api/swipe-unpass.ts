import { useMutation } from '@tanstack/react-query';
import { swipeUnpassEndpoint } from '@dating/shared/contracts/swipe';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** DELETE /api/swipe-pass.php: the game's undo of the last pass. */
export function useSwipeUnpass() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (profile: number) => api.call(swipeUnpassEndpoint, { body: { profile } }) }, queryClient);
}
