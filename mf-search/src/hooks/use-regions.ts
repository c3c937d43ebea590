import { useEffect, useState } from 'react';
import { RegionsResponseSchema, type Region } from '@dating/shared/contracts/index';
import type { ApiClient } from '@dating/shared/api-client/api-client';

/**
 * All regions, fetched once per page load and shared by every mount (they change with a deploy, not
 * during a visit). A failed fetch is forgotten so the next mount tries again.
 */
let cached: Promise<Region[]> | null = null;

function loadRegions(api: ApiClient): Promise<Region[]> {
  if (!cached) {
    cached = api.get('/api/regions.php', RegionsResponseSchema).then(
      (response) => response.regions,
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
  }
  return cached;
}

/** For tests: forget the cached regions. */
export function resetRegionsCache(): void {
  cached = null;
}

/** Every region (empty while loading, when not `enabled`, or when they could not be loaded). */
export function useRegions(api: ApiClient, enabled: boolean): Region[] {
  const [regions, setRegions] = useState<Region[]>([]);
  useEffect(() => {
    if (!enabled) return undefined;
    let active = true;
    loadRegions(api).then(
      (all) => {
        if (active) setRegions(all);
      },
      // The region filter is optional: without the list the form still searches by country.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, enabled]);
  return regions;
}
