import { useMutation } from '@tanstack/react-query';
import { releaseConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateInbox } from './get-inbox';

/**
 * POST /api/staff/inbox/release.php: gives the lease back when the operator leaves a conversation. Best
 * effort: a release that fails leaves a lease that runs out by itself within minutes, so nothing waits
 * for it and no one is told.
 */
export function useReleaseConversation() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (conversation: number) => api.call(releaseConversationEndpoint, { body: { conversation } }),
      onSettled: () => invalidateInbox(),
    },
    queryClient,
  );
}
