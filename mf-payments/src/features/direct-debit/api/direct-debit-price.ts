import { useQuery } from '@tanstack/react-query';
import { listPaymentMethodsEndpoint } from '@dating/shared/contracts/payments';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/payment-methods.php for the chosen bundle, with the discount code the method page carried: direct
 * debit's price, fee and total (discounted where the code holds for it), the discount applied and the code's
 * error. `offer` is null while unknown, or where the api does not list direct debit. Asked again whenever the
 * form is shown, since a code's state changes with its use.
 */
export function useDirectDebitPrice(bundle: number | null, country: string | null, discountCode: string | null) {
  const { api } = useShellContext();
  const { data, refetch } = useQuery(
    {
      ...endpointQuery(api, listPaymentMethodsEndpoint, {
        query: { bundle: bundle ?? 0, country: country ?? undefined, ...(discountCode === null ? {} : { discount: discountCode }) },
      }),
      enabled: bundle !== null && country !== null,
      staleTime: 0,
    },
    queryClient,
  );
  const offer = data?.methods.find((method) => method.method === 'sdd') ?? null;
  return {
    offer,
    /** The discount the price carries (null when none was asked, or it does not hold for direct debit). */
    discount: offer?.discounted && data?.discount ? data.discount : null,
    discountError: data?.discount_error ?? null,
    refetch,
  };
}
