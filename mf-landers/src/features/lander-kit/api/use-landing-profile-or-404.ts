import { useEffect } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { useLandingProfile } from './landing-profile';

/**
 * The profile a member page puts first (useLandingProfile), with the page's answer to an id that has
 * none — unknown, hidden or a real member: the shell's 404 page. Any other failure stays with the
 * page (`failed`, `retry`): a flaky mobile network is no reason to call a profile missing.
 */
export function useLandingProfileOr404(id: number) {
  const { showError } = useShellContext();
  const query = useLandingProfile(id);
  const missing = isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (missing) showError(404);
  }, [missing, showError]);
  return {
    profile: query.data?.profile ?? null,
    failed: Boolean(query.error) && !missing && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
