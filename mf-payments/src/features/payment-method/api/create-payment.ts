import { useMutation } from '@tanstack/react-query';
import { createPaymentEndpoint } from '@dating/shared/contracts/payments';
import type { PaymentMethod } from '@dating/shared/contracts/payment-methods';
import type { WithdrawalConsentVersion } from '@dating/shared/contracts/withdrawal-consent';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

export interface CreatePaymentInput {
  bundle: number;
  method: PaymentMethod;
  country: string;
  /** One per purchase attempt: a retry sends the same one, so the api answers the payment it already opened. */
  client_id: string;
  /** The code the prices were shown with; the api checks it again and fixes it on the payment. */
  discount_code?: string;
  /** The wording of the consent to immediate supply the member ticked (the api refuses a start without it). */
  withdrawal_consent: WithdrawalConsentVersion;
}

/** POST /api/payment.php: opens the payment at the provider; the answer's checkout_url is where the member pays. */
export function useCreatePayment() {
  const { api } = useShellContext();
  return useMutation({ mutationFn: (body: CreatePaymentInput) => api.call(createPaymentEndpoint, { body }) }, queryClient);
}
