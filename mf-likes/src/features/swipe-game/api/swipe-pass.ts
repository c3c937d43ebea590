import { useMutation } from '@tanstack/react-query';
import { swipePassEndpoint } from '@dating/shared/contracts/swipe';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/swipe-pass.php: the card leaves the member's stacks (a reload does not bring it back). */
export function useSwipePass() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (profile: number) => api.call(swipePassEndpoint, { body: { profile } }) }, queryClient);
}
