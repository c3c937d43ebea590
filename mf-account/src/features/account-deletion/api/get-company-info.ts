import { useQuery } from '@tanstack/react-query';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/companyinfo.php, for the discount on credits the company offers a leaving member
 * (`delete_discount`): asked once the deletion dialog opens, then kept for the page's life.
 */
export function useCompanyInfo({ enabled }: { enabled: boolean }) {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getCompanyInfoEndpoint), enabled, staleTime: Infinity }, queryClient);
}
