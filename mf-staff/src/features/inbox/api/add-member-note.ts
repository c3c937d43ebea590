import { useMutation } from '@tanstack/react-query';
import { addMemberNoteEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { updateInboxConversation } from './get-inbox-conversation';

/** POST /api/staff/inbox/member-note.php: a note about the member of the held conversation, shared by every operator. */
export function useAddMemberNote(conversation: number) {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (text: string) => api.call(addMemberNoteEndpoint, { body: { conversation, text } }),
      onSuccess: ({ note }) =>
        updateInboxConversation(conversation, (data) => ({ ...data, member: { ...data.member, notes: [...data.member.notes, note] } })),
    },
    queryClient,
  );
}
