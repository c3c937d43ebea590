import { usePaymentMethods } from '../../api/list-payment-methods';

/**
 * GET /api/payment-methods.php for the chosen bundle, with the discount code the method page carried: direct
 * debit's price, fee and total (discounted where the code holds for it), the discount applied and the code's
 * error. `offer` is null while unknown, or where the api does not list direct debit. Asked again whenever the
 * form is shown, since a code's state changes with its use.
 */
export function useDirectDebitPrice(bundle: number | null, country: string | null, discountCode: string | null) {
  const { data, refetch } = usePaymentMethods(
    { bundle: bundle ?? 0, country: country ?? undefined, ...(discountCode === null ? {} : { discount: discountCode }) },
    { enabled: bundle !== null && country !== null, staleTime: 0 },
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
