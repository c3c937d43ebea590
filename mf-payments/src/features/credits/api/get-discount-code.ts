import { useMutation } from '@tanstack/react-query';
import { getDiscountCodeEndpoint } from '@dating/shared/contracts/discounts';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/discountcode.php?code=&country=: a typed code checked by the server for the member and the payment
 * country (no bundle chosen yet: the method page checks it against the bundle and method). Refusals are the
 * discount errors ('Code not found', 'Code already used', …).
 */
export function useDiscountCode() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: ({ code, country }: { code: string; country: string | null }) =>
        api.call(getDiscountCodeEndpoint, { query: country ? { code, country } : { code } }),
    },
    queryClient,
  );
}
