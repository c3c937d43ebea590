import type { ApiClient } from '@dating/shared/api-client/api-client';
import { uploadFile } from '@dating/shared/api-client/upload-file';
import { uploadChatPhotoEndpoint, type ChatPhotoUploadResponse } from '@dating/shared/contracts/chats';
import { PHOTO_FIELD } from '@dating/shared/contracts/photos';

/**
 * POST /api/chat-photo.php (multipart, with upload progress): the picture of a photo message. The
 * answer's id is then sent with `kind: 'photo'`; the api checks the content and strips its metadata.
 */
export function uploadChatPhoto(
  api: Pick<ApiClient, 'reportAuthRequired'>,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ChatPhotoUploadResponse> {
  return uploadFile(api, uploadChatPhotoEndpoint, { field: PHOTO_FIELD, file }, onProgress);
}
