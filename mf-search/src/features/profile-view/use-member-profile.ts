import { useCallback, useEffect, useState } from 'react';
import { MemberProfileResponseSchema, type MemberProfile } from '@dating/shared/contracts/index';
import { isApiError, type ApiClient } from '@dating/shared/api-client/api-client';

export type MemberProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: MemberProfile }
  /** Unknown, deleted, invisible or blocked: the api answers 404 and never says which. */
  | { status: 'unavailable' }
  /** A visitor on a site that lets only members (or visitors with a traffic source) view profiles. */
  | { status: 'login' }
  | { status: 'failed' };

/**
 * The profile `id` from GET /api/profile.php; a new id (the route changed) loads the new profile and
 * drops the answer of the previous one. `trafficSource` is the visitor's, forwarded as on search.
 */
export function useMemberProfile(api: ApiClient, id: number | null, trafficSource: { network?: string; ref?: string }) {
  const [state, setState] = useState<MemberProfileState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const { network, ref } = trafficSource;

  useEffect(() => {
    if (id === null) {
      setState({ status: 'unavailable' });
      return undefined;
    }
    const abort = new AbortController();
    setState({ status: 'loading' });
    api.get('/api/profile.php', MemberProfileResponseSchema, { query: { id, network, ref }, signal: abort.signal }).then(
      ({ profile }) => {
        if (!abort.signal.aborted) setState({ status: 'ready', profile });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        // isApiError, not instanceof: the shell's client throws its own copy of the class.
        if (isApiError(error) && (error.status === 404 || error.code === 'not_found' || error.code === 'validation_failed'))
          setState({ status: 'unavailable' });
        else if (isApiError(error) && error.code === 'authentication_required') setState({ status: 'login' });
        else setState({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, [api, id, network, ref, round]);

  const retry = useCallback(() => setRound((n) => n + 1), []);
  return { state, retry };
}
