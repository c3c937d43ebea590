import { useQuery } from '@tanstack/react-query';
import { getDiscountCodeEndpoint, type DiscountCode } from '@dating/shared/contracts/discounts';
import { endpointKey, endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

/** Every offer loaded for a member, under one key: a logout or another member forgets them all at once. */
export const offersKey = endpointKey(getDiscountCodeEndpoint);

/**
 * GET /api/discountcode.php (the time bonus) or `?welcome=true` (the welcome code) for `member`, while
 * `enabled`. Keyed by the member, so another member on the same tab never sees them. An offer that fails
 * to load is simply not shown (null), as the spec asks. Kept 5 minutes: the pieces, /credits and the method
 * page share the answer, and the countdown runs from its `expires`, not from asking again.
 */
export function useOfferQuery(which: 'time_bonus' | 'welcome', member: number | null, enabled: boolean) {
  const { api } = useShellContext();
  const base = endpointQuery(api, getDiscountCodeEndpoint, { query: which === 'welcome' ? { welcome: 'true' } : {} });
  const query = useQuery(
    { ...base, queryKey: [...base.queryKey, member], enabled: enabled && member !== null, staleTime: 300_000 },
    queryClient,
  );
  const discount: DiscountCode | null = query.data?.discount ?? null;
  return { discount, settled: !enabled || member === null || query.isSuccess || query.isError };
}
