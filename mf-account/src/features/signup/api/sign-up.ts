import { useMutation } from '@tanstack/react-query';
import { signUpEndpoint, type SignupRequest } from '@dating/shared/contracts/signup';
import type { User } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { uploadPhoto } from '../../../api/upload-photo';
import { queryClient } from '../../../query-client';
import { clearDraft } from '../signup-draft';

/**
 * POST /api/signup.php, then the photo chosen at the photo step (POST /api/photos.php, now as the new
 * member). The draft goes as soon as the account exists, whatever the upload does: a failed upload
 * is only said on the next step, the photo can be added later.
 */
export function useSignUp() {
  const { api } = useShellContext();
  return useMutation(
    {
      mutationFn: async ({ body, photo }: { body: SignupRequest; photo: File | null }): Promise<{ user: User; photoFailed: boolean }> => {
        const { user } = await api.call(signUpEndpoint, { body });
        clearDraft();
        const photoFailed =
          photo !== null &&
          !(await uploadPhoto(api, photo, () => undefined).then(
            () => true,
            () => false,
          ));
        return { user, photoFailed };
      },
    },
    queryClient,
  );
}
