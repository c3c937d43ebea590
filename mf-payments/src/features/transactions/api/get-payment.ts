import { useQuery } from '@tanstack/react-query';
import { getPaymentEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** How often the status page asks while a payment is pending (the realtime event usually comes first). */
export const PAYMENT_POLL_MS = 3_000;

/**
 * GET /api/payment.php?id=: one of the member's payments as it stands. Asked again every few seconds while
 * `polling`; never taken from the cache alone (coming back to the page shows the true state).
 */
export function usePayment(id: string, polling: boolean) {
  const { api } = useShellContext();
  return useQuery(
    {
      ...endpointQuery(api, getPaymentEndpoint, { query: { id } }),
      staleTime: 0,
      refetchInterval: polling ? PAYMENT_POLL_MS : false,
      // A payment page left open in a background tab still switches when the member comes back to it.
      refetchIntervalInBackground: false,
    },
    queryClient,
  );
}
