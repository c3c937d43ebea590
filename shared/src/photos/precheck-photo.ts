import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '../contracts/photos';

export type PhotoPrecheck = { ok: true } | { ok: false; error: 'notAPhoto' | 'tooLarge' };

/**
 * The browser's pre-check with the api's figures, so a member does not wait for an upload that
 * must fail. The api checks the content again (a type or name says nothing for sure). Profile photos
 * and chat photos alike.
 */
export function precheckPhoto(file: Pick<File, 'size' | 'type' | 'name'>): PhotoPrecheck {
  // Some systems give a file no type at all: let the name decide then, the api has the last word.
  const typed = file.type !== '';
  const accepted = typed ? (PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type) : /\.(jpe?g|png|webp|avif)$/i.test(file.name);
  if (!accepted) return { ok: false, error: 'notAPhoto' };
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, error: 'tooLarge' };
  return { ok: true };
}
