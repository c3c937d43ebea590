import { useMutation } from '@tanstack/react-query';
import { createDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import type { EndpointInput } from '@dating/shared/contracts/endpoint';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export type MandateRequest = EndpointInput<typeof createDirectDebitEndpoint>['body'];

/** POST /api/direct-debit.php: the mandate waiting for its SMS code (sent by the api to the member's number), once per `client_id`. */
export function useCreateDirectDebit() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: MandateRequest) => api.call(createDirectDebitEndpoint, { body }) }, queryClient);
}
