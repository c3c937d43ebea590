import { ApiError, type ApiClient } from '@dating/shared/api-client/api-client';
import {
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  ErrorBodySchema,
  PHOTO_ACCEPTED_TYPES,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  uploadPhotoEndpoint,
  type EndpointResponse,
} from '@dating/shared/contracts/index';

export type PhotoPrecheck = { ok: true } | { ok: false; error: 'notAPhoto' | 'tooLarge' };

/**
 * The browser's pre-check with the api's figures, so a member does not wait for an upload that
 * must fail. The api checks the content again (a type or name says nothing for sure).
 */
export function precheckPhoto(file: Pick<File, 'size' | 'type' | 'name'>): PhotoPrecheck {
  // Some systems give a file no type at all: let the name decide then, the api has the last word.
  const typed = file.type !== '';
  const accepted = typed ? (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type) : /\.(jpe?g|png|webp|avif)$/i.test(file.name);
  if (!accepted) return { ok: false, error: 'notAPhoto' };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, error: 'tooLarge' };
  return { ok: true };
}

/**
 * uploadPhotoEndpoint (POST /api/photos.php) as multipart with upload progress: method, path and
 * answer schema from the descriptor, the body built here. XMLHttpRequest, because fetch reports no
 * upload progress; the same client header as the shell's API client (CSRF defence), same origin.
 * Rejects with an ApiError shaped like the shell client's, so isApiError recognises it; an ended
 * session (403 authentication_required) is reported to that client, so the shell logs out as for
 * any other call.
 */
export function uploadPhoto(
  api: Pick<ApiClient, 'reportAuthRequired'>,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<EndpointResponse<typeof uploadPhotoEndpoint>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadPhotoEndpoint.method, uploadPhotoEndpoint.path);
    xhr.setRequestHeader(CLIENT_HEADER, CLIENT_HEADER_VALUE);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = uploadPhotoEndpoint.response.safeParse(json);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'invalid_response', `Unexpected response from ${uploadPhotoEndpoint.path}`));
        return;
      }
      const body = ErrorBodySchema.safeParse(json);
      reject(
        body.success
          ? new ApiError(xhr.status, body.data.error.code, body.data.error.message, body.data.error.field)
          : new ApiError(xhr.status, xhr.status >= 500 ? 'internal' : 'validation_failed', xhr.statusText || 'Upload failed'),
      );
      if (xhr.status === 403 && body.success && body.data.error.code === 'authentication_required') api.reportAuthRequired();
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network', 'Network error')));
    xhr.addEventListener('abort', () => reject(new ApiError(0, 'network', 'Upload aborted')));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append(PHOTO_FIELD, file, file.name);
    xhr.send(form);
  });
}
