import { useMutation } from '@tanstack/react-query';
import { claimRetentionDiscountEndpoint } from '@dating/shared/contracts/account-deletion';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/retention-discount.php: a personal code on the member's account, which the checkout applies. */
export function useClaimRetentionDiscount() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: () => api.call(claimRetentionDiscountEndpoint) }, queryClient);
}
