import { useQuery } from '@tanstack/react-query';
import { getCompanyInfoEndpoint } from '@dating/shared/contracts/settings';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/**
 * GET /api/companyinfo.php: the operator the legal pages name (changes with an operator's edit, not a visit).
 * Not retried: without it the page still shows, with the site's name.
 */
export function useCompanyInfo() {
  const { api } = useShellContext();
  return useQuery({ ...endpointQuery(api, getCompanyInfoEndpoint), staleTime: Infinity, retry: false }, queryClient);
}
