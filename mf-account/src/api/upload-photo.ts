import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import { uploadFile } from '@dating/shared/api-client/upload-file';
import type { EndpointResponse } from '@dating/shared/contracts/endpoint';
import { PHOTO_FIELD, uploadPhotoEndpoint } from '@dating/shared/contracts/photos';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { queryClient } from '../query-client';
import { ownPhotosChanged } from './get-own-profile';

/**
 * uploadPhotoEndpoint (POST /api/photos.php) as multipart with upload progress (the shared
 * uploadFile: XMLHttpRequest, the client header, an ApiError on refusal, an ended session reported).
 * A plain function for the signup, which uploads as part of creating the account.
 */
export function uploadPhoto(
  api: Pick<ApiClient, 'reportAuthRequired'>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof uploadPhotoEndpoint>> {
  return uploadFile(api, uploadPhotoEndpoint, { field: PHOTO_FIELD, file }, onProgress, signal);
}

/** A member's upload (the profile page, the signup's completion): the shown profile and the shell's user take the new photo. */
export function useUploadPhoto() {
  const { api, bus } = useShellContext();
  return useMutation(
    {
      mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => uploadPhoto(api, file, onProgress),
      onSuccess: (answer) => ownPhotosChanged(bus, answer),
    },
    queryClient,
  );
}
