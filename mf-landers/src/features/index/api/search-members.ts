import { useQuery } from '@tanstack/react-query';
import { searchMembersEndpoint } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import type { TrackingQuery } from '@dating/shared/contracts/signup';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { readTrackingQuery } from '@dating/shared/tracking/tracking-query';
import { queryClient } from '../../../query-client';

/**
 * Profiles the home page asks for: two rows of six on a wide screen. Narrower screens show fewer of
 * them (sample-profiles.tsx): two rows of four, three rows of two on a phone.
 */
export const SAMPLE_PROFILES = 12;

type SearchSettings = Pick<Settings, 'logged_out_search' | 'logged_out_search_trafficsource'>;

/** The visitor's traffic source as the search takes it (network, ref of the stored tracking query). */
function trafficSourceOf(tracking: TrackingQuery | null): { network?: string; ref?: string } {
  return { ...(tracking?.network ? { network: tracking.network } : {}), ...(tracking?.ref ? { ref: tracking.ref } : {}) };
}

/**
 * Whether a visitor may search (and so see profiles) on this site: never when `logged_out_search` is
 * off; with `logged_out_search_trafficsource`, only with a traffic source — the api's own rule, asked
 * in advance so the page does not ask for what it would be refused.
 */
function visitorsMaySearch(settings: SearchSettings, tracking: TrackingQuery | null): boolean {
  if (!settings.logged_out_search) return false;
  const source = trafficSourceOf(tracking);
  return !settings.logged_out_search_trafficsource || Boolean(source.network || source.ref);
}

/**
 * A first page of the visitor search (GET /api/search.php, no filters) with the visitor's traffic source,
 * as /members asks it; nothing is asked when visitors may not search. A refusal or a failure leaves the
 * page without profiles: the rest of the home page does not depend on them.
 */
export function useSearchMembers(settings: SearchSettings) {
  const { api } = useShellContext();
  const tracking = readTrackingQuery();
  const source = trafficSourceOf(tracking);
  const allowed = visitorsMaySearch(settings, tracking);
  const query = useQuery(
    {
      queryKey: [...endpointKey(searchMembersEndpoint), 'home', source],
      queryFn: ({ signal }) => api.call(searchMembersEndpoint, { query: { limit: SAMPLE_PROFILES, ...source }, signal }),
      enabled: allowed,
      staleTime: 5 * 60_000,
      retry: false,
    },
    queryClient,
  );
  return {
    allowed,
    profiles: query.data?.profiles.slice(0, SAMPLE_PROFILES) ?? [],
    loading: allowed && query.isPending,
    failed: query.isError,
  };
}
