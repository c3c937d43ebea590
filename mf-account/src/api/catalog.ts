import { useCallback, useMemo } from 'react';
import type { Interest, Region } from '@dating/shared/contracts/catalog';
import { useInterests } from './list-interests';
import { useRegions } from './list-regions';

export interface Catalog {
  interests: Interest[];
  regions: Region[];
}

export type CatalogState = { status: 'loading' } | { status: 'ready'; catalog: Catalog } | { status: 'failed' };

/**
 * Interests (GET /api/interests.php) and regions (GET /api/regions.php): fetched once per page load
 * and shared by every screen of mf-account (they change with a deploy, not during a visit); a failed
 * load is asked again by `retry` or the next screen that needs it.
 */
export function useCatalog(): CatalogState & { retry: () => void } {
  const interests = useInterests();
  const regions = useRegions();
  const state = useMemo((): CatalogState => {
    if (interests.data && regions.data)
      return { status: 'ready', catalog: { interests: interests.data.interests, regions: regions.data.regions } };
    if ((interests.isError && !interests.isFetching) || (regions.isError && !regions.isFetching)) return { status: 'failed' };
    return { status: 'loading' };
  }, [interests.data, regions.data, interests.isError, interests.isFetching, regions.isError, regions.isFetching]);
  const { refetch: refetchInterests } = interests;
  const { refetch: refetchRegions } = regions;
  const haveInterests = interests.data !== undefined;
  const haveRegions = regions.data !== undefined;
  const retry = useCallback(() => {
    if (!haveInterests) void refetchInterests();
    if (!haveRegions) void refetchRegions();
  }, [haveInterests, haveRegions, refetchInterests, refetchRegions]);
  // One object while nothing changed: screens memoise on it.
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
