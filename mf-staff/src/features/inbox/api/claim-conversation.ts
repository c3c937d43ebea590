import { useMutation } from '@tanstack/react-query';
import { claimConversationEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { invalidateInbox } from './get-inbox';

/**
 * POST /api/staff/inbox/claim.php: takes the operator's lease on a conversation, or renews it. Refused
 * with `conversation_claimed` while another operator holds it. The queue shows the new holder.
 */
export function useClaimConversation() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (conversation: number) => api.call(claimConversationEndpoint, { body: { conversation } }),
      onSettled: () => invalidateInbox(),
    },
    queryClient,
  );
}
