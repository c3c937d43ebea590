import { useQuery } from '@tanstack/react-query';
import { listRegionsEndpoint, type Region } from '@dating/shared/contracts/catalog';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';

const NONE: Region[] = [];

/**
 * Every region, from GET /api/regions.php: fetched once per page load when first `enabled` and shared
 * by every screen of mf-search (they change with a deploy, not during a visit). Empty while loading,
 * when not enabled, or when they could not be loaded: the region filter is optional, the form still
 * searches by country.
 */
export function useRegions(enabled: boolean): Region[] {
  const { api } = useShellContext();
  const { data } = useQuery({ ...endpointQuery(api, listRegionsEndpoint), enabled, staleTime: Infinity }, queryClient);
  return data?.regions ?? NONE;
}
