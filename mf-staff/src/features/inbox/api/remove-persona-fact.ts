import { useMutation } from '@tanstack/react-query';
import { removePersonaFactEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { updateInboxConversation } from './get-inbox-conversation';

/** POST /api/staff/inbox/persona-fact-removal.php: removes a fact that no longer holds (gone for every operator). */
export function useRemovePersonaFact(conversation: number) {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (fact: number) => api.call(removePersonaFactEndpoint, { body: { conversation, fact } }),
      onSuccess: (_answer, fact) =>
        updateInboxConversation(conversation, (data) => ({
          ...data,
          persona: { ...data.persona, facts: data.persona.facts.filter((known) => known.id !== fact) },
        })),
    },
    queryClient,
  );
}
