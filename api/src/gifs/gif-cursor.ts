/** A page cursor (`page` of GET /api/gifs.php) that names no offset the api would serve. */
export class InvalidGifCursorError extends Error {
  override name = 'InvalidGifCursorError';
}

/** Results per page, for every provider. */
export const GIF_PAGE_SIZE = 24;

/** GIPHY serves offsets up to 4999; the local catalogue is far smaller. */
const MAX_OFFSET = 4999;

/**
 * The offset a `page` cursor stands for (absent: 0). Cursors are opaque to the browser, which only
 * passes back the `next` it was given; they are `o<offset>` so a later format can be told apart.
 */
export function offsetOfCursor(page: string | undefined): number {
  if (page === undefined || page === '') return 0;
  const match = /^o(\d{1,4})$/.exec(page);
  const offset = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(offset) || offset > MAX_OFFSET) throw new InvalidGifCursorError('page: invalid cursor');
  return offset;
}

/** The cursor of the page after one that started at `offset`, or null when that was the last. */
export function nextCursor(offset: number, returned: number, more: boolean): string | null {
  const next = offset + returned;
  return more && returned > 0 && next <= MAX_OFFSET ? `o${next}` : null;
}
