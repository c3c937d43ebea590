import { useMutation } from '@tanstack/react-query';
import { fileComplaintEndpoint, type ComplaintRequest } from '@dating/shared/contracts/complaints';
import type { Locale } from '@dating/shared/contracts/locales';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../../../query-client';

/** POST /api/complaints.php: stores the complaint and acknowledges it by e-mail, in the page's language when it is one of ours. */
export function useFileComplaint() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: ({ request, language }: { request: ComplaintRequest; language: Locale | undefined }) =>
        api.call(fileComplaintEndpoint, { body: { ...request, ...(language ? { language } : {}) } }),
    },
    queryClient,
  );
}
