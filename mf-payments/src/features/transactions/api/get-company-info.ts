import { useQuery } from '@tanstack/react-query';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** GET /api/companyinfo.php: the company that sells the credits, named on every receipt (changes with an operator's edit, not a visit). */
export function useCompanyInfo() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getCompanyInfoEndpoint), staleTime: Infinity }, queryClient);
}
