import { useMutation } from '@tanstack/react-query';
import { sendMessageEndpoint, type SendMessageRequest } from '@dating/shared/contracts/chats';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { changeConversations, openingOf, setAllowance } from '../../../api/conversation-cache';
import { receiveMessage } from '../../../api/receive-message';
import { queryClient } from '../../../query-client';

/**
 * POST /api/message.php, exactly once per client id (a retry sends the same one). The stored message
 * enters the view and the list like any new message; a first message gives the conversation opened by
 * profile its id; the new balance goes to the nav's credits badge at once.
 */
export function useSendMessage() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: (request: SendMessageRequest) => api.call(sendMessageEndpoint, { body: request }),
      onSuccess: ({ conversation, message, allowance }, request) => {
        changeConversations(
          (opening) => opening.conversation === null && opening.profile.id === request.profile,
          (data) => ({ ...data, pages: [{ ...openingOf(data), conversation }, ...data.pages.slice(1)] }),
        );
        receiveMessage(conversation, message);
        setAllowance(allowance);
        bus.set('credits', { credits: allowance.credits, premium: allowance.premium });
      },
    },
    queryClient,
  );
}
