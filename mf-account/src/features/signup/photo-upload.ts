import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@dating/shared/contracts/errors';

/**
 * Uploads one photo of the logged-in member (POST /api/photos.php, multipart field `photo`); the
 * shell's api client speaks JSON only. True when the api took it.
 */
export async function uploadPhoto(file: File): Promise<boolean> {
  const body = new FormData();
  body.append('photo', file);
  try {
    const response = await fetch('/api/photos.php', { method: 'POST', body, credentials: 'same-origin', headers: { [CLIENT_HEADER]: CLIENT_HEADER_VALUE } });
    return response.ok;
  } catch {
    return false;
  }
}
