import { useQuery } from '@tanstack/react-query';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { similarProfilesEndpoint, type SimilarQuery } from '@dating/shared/contracts/search';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

const NONE: ProfileSummary[] = [];

/**
 * GET /api/similar.php for `query` (null: nothing to be similar to yet). Supplementary: empty while
 * loading or on failure. An equal query (a new object, same fields) is the same query, asked once.
 */
export function useSimilarProfiles(query: SimilarQuery | null): ProfileSummary[] {
  const { api } = useShellContext();
  const { data } = useQuery(
    {
      ...endpointQuery(api, similarProfilesEndpoint, { query: query ?? {} }),
      enabled: query !== null,
    },
    queryClient,
  );
  return query === null ? NONE : (data?.profiles ?? NONE);
}
