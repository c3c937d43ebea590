import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_DIMENSION } from '@dating/shared/contracts/index';
import { ApiError } from '../http/errors';
import { MATCH_SIZE, THUMB_SIZE } from '../seed/photos';

/**
 * Formats sharp reports for what members may upload: JPEG, PNG, WebP, and the HEIF container —
 * AVIF always; HEIC only where libvips was built with an HEVC decoder (the prebuilt sharp is not, so
 * there a HEIC fails to decode and is refused like any unreadable file).
 */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** A decompression bomb (a tiny file of gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface EncodedPhoto {
  main: Buffer;
  thumb: Buffer;
  match: Buffer;
  width: number;
  height: number;
}

const notAPhoto = () => new ApiError(400, 'validation_failed', 'The file is not a JPEG, PNG, WebP or AVIF photo.', { field: 'photo' });

/**
 * Checks an upload by its content (sharp reads the magic bytes and header; the file name and the
 * browser's content type are never trusted), then re-encodes it: turned upright by its EXIF
 * orientation, scaled to fit PHOTO_MAX_DIMENSION, written as a fresh JPEG with no metadata at all
 * (EXIF, GPS, XMP, ICC comments: sharp keeps none unless asked), plus the 160 px thumbnail and the
 * square match crop the seed photos have too.
 */
export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const { main, width, height } = await reencodePhoto(input);
  try {
    const [thumb, match] = await Promise.all([
      sharp(main).resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: sharp.strategy.attention }).jpeg({ quality: 78 }).toBuffer(),
      sharp(main).resize(MATCH_SIZE, MATCH_SIZE, { fit: 'cover', position: sharp.strategy.attention }).jpeg({ quality: 80 }).toBuffer(),
    ]);
    return { main, thumb, match, width, height };
  } catch {
    throw notAPhoto();
  }
}

/**
 * The check and re-encoding every uploaded picture goes through (profile and chat photos): the
 * format read from the content, upright, at most PHOTO_MAX_DIMENSION, a fresh JPEG without metadata.
 */
export async function reencodePhoto(input: Buffer): Promise<{ main: Buffer; width: number; height: number }> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw notAPhoto();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAPhoto();
  try {
    const { data: main, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_MAX_DIMENSION, PHOTO_MAX_DIMENSION, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { main, width: info.width, height: info.height };
  } catch {
    // The header looked like a photo but the data does not decode (truncated, corrupt, or a HEIC
    // codec this build of libvips lacks): the member's file, not our fault.
    throw notAPhoto();
  }
}

export interface StoredPhotoFiles {
  filename: string;
  thumbFilename: string;
  matchFilename: string;
}

/** Writes the three files under fresh random names (never guessable, never reused: served immutable). */
export async function writePhotoFiles(dir: string, profileId: number, photo: EncodedPhoto): Promise<StoredPhotoFiles> {
  await fs.mkdir(dir, { recursive: true });
  const base = `p${profileId}-${randomBytes(12).toString('base64url')}`;
  const files: StoredPhotoFiles = { filename: `${base}.jpg`, thumbFilename: `${base}-thumb.jpg`, matchFilename: `${base}-match.jpg` };
  const write = async (name: string, data: Buffer) => {
    // Write then rename: a crash mid-write never leaves a truncated JPEG behind a served name.
    const target = path.join(dir, name);
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  };
  try {
    await Promise.all([
      write(files.filename, photo.main),
      write(files.thumbFilename, photo.thumb),
      write(files.matchFilename, photo.match),
    ]);
  } catch (error) {
    await removePhotoFiles(dir, [files]);
    throw error;
  }
  return files;
}

/** Removes files from disk; a file already gone is fine. */
export async function removePhotoFiles(dir: string, sets: readonly StoredPhotoFiles[]): Promise<void> {
  const names = sets.flatMap((set) => [set.filename, set.thumbFilename, set.matchFilename]);
  await Promise.all(
    names.map(async (name) => {
      // Names come from our own rows, but a path separator would still never be followed.
      if (name.includes('/') || name.includes('\\')) return;
      await fs.rm(path.join(dir, name), { force: true });
    }),
  );
}
