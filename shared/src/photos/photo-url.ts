/** Where member photos are served when a site names no `cdn_prefix` (the api serves /photos/<file>). */
const DEFAULT_PHOTO_PREFIX = '/photos/';

/**
 * The URL of a member photo: the site's `cdn_prefix` (settings) followed by the file name the
 * api sends (`filename`, `thumb_filename` of a main image are bare file names).
 */
export function photoUrl(cdnPrefix: string | null | undefined, file: string): string {
  const prefix = cdnPrefix || DEFAULT_PHOTO_PREFIX;
  return `${prefix.endsWith('/') ? prefix : `${prefix}/`}${encodeURIComponent(file)}`;
}
