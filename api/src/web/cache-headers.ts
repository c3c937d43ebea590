import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** Content-hashed build output (`main.3f9a1c2b.js`, `chunk-1a2b3c4d5e.css`) never changes under its name. */
function isContentHashed(file: string): boolean {
  return /[.-][0-9a-f]{8,}\./i.test(path.basename(file));
}

/** Hashed files forever; manifests, remoteEntry.js and anything unhashed revalidated on every use. */
export function cacheControlFor(file: string): string {
  return isContentHashed(file) ? IMMUTABLE : NO_CACHE;
}
