import { ApiError, type ApiClient } from './api-client';
import { CLIENT_HEADER, CLIENT_HEADER_VALUE, ErrorBodySchema } from '../contracts/errors';
import type { Endpoint, EndpointResponse } from '../contracts/endpoint';

/**
 * A multipart upload of one file to `endpoint` with upload progress: method, path and answer schema
 * from the descriptor, the body built here. XMLHttpRequest, because fetch reports no upload
 * progress; the same client header as the shell's API client (CSRF defence), same origin. Rejects
 * with an ApiError shaped like the shell client's, so isApiError recognises it; an ended session
 * (403 authentication_required) is reported to that client, so the shell logs out as for any other
 * call. Used by the profile photos (mf-account) and the chat's photo messages (mf-chat).
 */
export function uploadFile<E extends Endpoint>(
  api: Pick<ApiClient, 'reportAuthRequired'>,
  endpoint: E,
  upload: { field: string; file: File },
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, endpoint.path);
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
        const parsed = endpoint.response.safeParse(json);
        if (parsed.success) resolve(parsed.data as EndpointResponse<E>);
        else reject(new ApiError(xhr.status, 'invalid_response', `Unexpected response from ${endpoint.path}`));
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
    form.append(upload.field, upload.file, upload.file.name);
    xhr.send(form);
  });
}
