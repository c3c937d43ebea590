import { useMutation } from '@tanstack/react-query';
import { fileAppealEndpoint } from '@dating/shared/contracts/appeals';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';
import { appealKey } from './get-appeal';

/** POST /api/appeal.php: the member's appeal; the page then shows the state the api answers. */
export function useFileAppeal(token: string) {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: (text: string) => api.call(fileAppealEndpoint, { body: { token, text } }),
      onSuccess: (state) => queryClient.setQueryData(appealKey(token), state),
    },
    queryClient,
  );
}
