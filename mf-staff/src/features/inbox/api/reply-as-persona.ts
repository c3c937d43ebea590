import { useMutation } from '@tanstack/react-query';
import { replyAsPersonaEndpoint, type InboxReplyRequest } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { updateInboxConversation, withMessage } from './get-inbox-conversation';
import { invalidateInbox } from './get-inbox';

/**
 * POST /api/staff/inbox/reply.php: the persona's reply, a text or a photo of the persona's gallery,
 * stored once per `client_id` (a retry sends the same one). The message joins the conversation at once;
 * the answered conversation leaves the queue.
 */
export function useReplyAsPersona() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (request: InboxReplyRequest) => api.call(replyAsPersonaEndpoint, { body: request }),
      onSuccess: ({ message, claim }) => {
        updateInboxConversation(claim.conversation, (data) => ({ ...withMessage(data, message), claim }));
        void invalidateInbox();
      },
    },
    queryClient,
  );
}
