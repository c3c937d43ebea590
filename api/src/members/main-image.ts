import type { MainImage } from '@dating/shared/contracts/index';

/** Photos are served at /photos/<file> (see web/static-routes.ts). */
export const PHOTO_URL_PREFIX = '/photos/';

export function toMainImage(
  photo: { filename: string | null; thumbFilename: string | null; matchFilename: string | null; status: MainImage['status'] | null } | null,
): MainImage | null {
  if (!photo || !photo.filename || !photo.thumbFilename || !photo.matchFilename || !photo.status) return null;
  return {
    filename: photo.filename,
    thumb_filename: photo.thumbFilename,
    status: photo.status,
    match: `${PHOTO_URL_PREFIX}${photo.matchFilename}`,
  };
}
