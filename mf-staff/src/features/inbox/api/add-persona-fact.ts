import { useMutation } from '@tanstack/react-query';
import { addPersonaFactEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { updateInboxConversation } from './get-inbox-conversation';

/** POST /api/staff/inbox/persona-fact.php: a fact about the persona of the held conversation, for every operator after. */
export function useAddPersonaFact(conversation: number) {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (text: string) => api.call(addPersonaFactEndpoint, { body: { conversation, text } }),
      onSuccess: ({ fact }) =>
        updateInboxConversation(conversation, (data) => ({ ...data, persona: { ...data.persona, facts: [...data.persona.facts, fact] } })),
    },
    queryClient,
  );
}
