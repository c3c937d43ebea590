import { useQuery } from '@tanstack/react-query';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * The discount on credits the company offers a leaving member (GET /api/companyinfo.php's
 * delete_discount), asked once the deletion dialog opens; null while unknown or when it cannot be
 * read — then no offer is shown.
 */
export function useDeleteDiscount(open: boolean): number | null {
  const { api } = useShellContext();
  const { data } = useQuery({ ...endpointQuery(api, getCompanyInfoEndpoint), enabled: open, staleTime: Infinity }, queryClient);
  return data?.delete_discount ?? null;
}
