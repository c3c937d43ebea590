import { useMutation } from '@tanstack/react-query';
import { createRepeatOrderEndpoint, getRepeatOrderEndpoint } from '@dating/shared/contracts/payments';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * POST /api/repeat-order.php: buys the last order again, once per `client_id` — charged through the kept
 * method (no checkout) or a fresh checkout, with the consent to immediate supply the member ticked for this
 * purchase. The last order may have changed meanwhile, so it is asked again.
 */
export function useCreateRepeatOrder() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (clientId: string) =>
        api.call(createRepeatOrderEndpoint, { body: { client_id: clientId, withdrawal_consent: WITHDRAWAL_CONSENT_VERSION } }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(getRepeatOrderEndpoint) }),
    },
    queryClient,
  );
}
