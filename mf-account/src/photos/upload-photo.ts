import type { ApiClient } from '@dating/shared/api-client/api-client';
import { uploadFile } from '@dating/shared/api-client/upload-file';
import { PHOTO_FIELD, uploadPhotoEndpoint, type EndpointResponse } from '@dating/shared/contracts/index';

export { precheckPhoto } from '@dating/shared/photos/precheck-photo';

/**
 * uploadPhotoEndpoint (POST /api/photos.php) as multipart with upload progress (the shared
 * uploadFile: XMLHttpRequest, the client header, an ApiError on refusal, an ended session reported).
 */
export function uploadPhoto(
  api: Pick<ApiClient, 'reportAuthRequired'>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof uploadPhotoEndpoint>> {
  return uploadFile(api, uploadPhotoEndpoint, { field: PHOTO_FIELD, file }, onProgress, signal);
}
