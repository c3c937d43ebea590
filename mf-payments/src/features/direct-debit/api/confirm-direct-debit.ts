import { useMutation } from '@tanstack/react-query';
import { confirmDirectDebitEndpoint } from '@dating/shared/contracts/direct-debit';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/direct-debit-code.php: the SMS code confirms the mandate and opens the direct-debit payment (pending until the bank settles). */
export function useConfirmDirectDebit() {
  const { api } = useShellContext();
  return useMutation(
    { mutationFn: (body: { mandate: string; code: string }) => api.call(confirmDirectDebitEndpoint, { body }) },
    queryClient,
  );
}
