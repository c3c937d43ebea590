import { useEffect, useState } from 'react';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import { InterestsResponseSchema, RegionsResponseSchema, type Interest, type Region } from '@dating/shared/contracts/index';

export interface Catalog {
  interests: Interest[];
  regions: Region[];
}

/**
 * Interests and regions are loaded once and cached (per page load; they change with a deploy).
 * A failed load is forgotten, so the next mount tries again.
 */
let cached: Promise<Catalog> | null = null;

function loadCatalog(api: ApiClient): Promise<Catalog> {
  if (!cached) {
    cached = Promise.all([api.get('/api/interests.php', InterestsResponseSchema), api.get('/api/regions.php', RegionsResponseSchema)]).then(
      ([{ interests }, { regions }]) => ({ interests, regions }),
      (error: unknown) => {
        cached = null;
        throw error;
      },
    );
  }
  return cached;
}

/** For tests: forget the cached catalogue. */
export function resetCatalogCache(): void {
  cached = null;
}

export type CatalogState = { status: 'loading' } | { status: 'ready'; catalog: Catalog } | { status: 'failed' };

export function useCatalog(api: ApiClient, attempt: number): CatalogState {
  const [state, setState] = useState<CatalogState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadCatalog(api).then(
      (catalog) => active && setState({ status: 'ready', catalog }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, attempt]);
  return state;
}
