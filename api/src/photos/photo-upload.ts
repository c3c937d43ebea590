import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '@dating/shared/contracts/index';
import type { App } from '../app-context';
import { ApiError } from '../http/errors';

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, { field: PHOTO_FIELD });

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Multipart parsing for a scope whose routes take one photo (profile and chat photos): nothing else accepts multipart. */
export async function registerPhotoMultipart(scope: App): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: true,
  });
}

/** The uploaded file of field PHOTO_FIELD, unchecked (photo-processing checks its content). */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new ApiError(415, 'validation_failed', 'Send the photo as multipart/form-data.', { field: PHOTO_FIELD });
  }
  let input: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === PHOTO_FIELD && input === null) {
        input = await part.toBuffer();
      } else if (part.type === 'file') {
        // Drain what we do not want, or the request never ends.
        part.file.resume();
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    // Everything else the parser throws is the body's fault (no or a wrong boundary, a body
    // cut short, too many parts): the client's error, not ours.
    throw new ApiError(400, 'validation_failed', 'The upload is not valid multipart/form-data.', { field: PHOTO_FIELD });
  }
  if (!input || input.length === 0) throw new ApiError(400, 'validation_failed', 'Choose a photo to upload.', { field: PHOTO_FIELD });
  return input;
}
