import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@dating/shared/api-client/api-client';
import { getMemberProfileEndpoint, type MemberProfile } from '@dating/shared/contracts/member-profile';
import { endpointQuery } from '@dating/shared/data/endpoint-query';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

type MemberProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: MemberProfile }
  /** Unknown, deleted, invisible or blocked: the api answers 404 and never says which. */
  | { status: 'unavailable' }
  /** A visitor on a site that lets only members (or visitors with a traffic source) view profiles. */
  | { status: 'login' }
  | { status: 'failed' };

function failure(error: unknown): MemberProfileState {
  // isApiError, not instanceof: the shell's client throws its own copy of the class.
  if (isApiError(error) && (error.status === 404 || error.code === 'not_found' || error.code === 'validation_failed'))
    return { status: 'unavailable' };
  if (isApiError(error) && error.code === 'authentication_required') return { status: 'login' };
  return { status: 'failed' };
}

/**
 * The profile `id` from GET /api/profile.php; a new id (the route changed) shows the new profile, the
 * previous one's request is cancelled. Back to a profile seen moments ago shows it at once and asks
 * again in the background. `trafficSource` is the visitor's, forwarded as on search.
 */
export function useMemberProfile(id: number | null, trafficSource: { network?: string; ref?: string }) {
  const { api } = useShellContext();
  const { network, ref } = trafficSource;
  const query = useQuery(
    {
      ...endpointQuery(api, getMemberProfileEndpoint, { query: { id: id ?? 0, network, ref } }),
      enabled: id !== null,
    },
    queryClient,
  );
  const state: MemberProfileState =
    id === null
      ? { status: 'unavailable' }
      : query.data
        ? { status: 'ready', profile: query.data.profile }
        : query.error && !query.isFetching
          ? failure(query.error)
          : { status: 'loading' };
  return { state, retry: () => void query.refetch() };
}
