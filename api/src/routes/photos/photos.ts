import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  deleteOwnPhotoEndpoint,
  listOwnPhotosEndpoint,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  updateOwnPhotosEndpoint,
  uploadPhotoEndpoint,
} from '@dating/shared/contracts/index';
import type { App, RouteModule } from '../../app-context';
import { sessionToken } from '../../auth/sessions';
import { requireViewer } from '../../auth/viewer';
import { route } from '../../http/endpoint-route';
import { ApiError } from '../../http/errors';
import { addOwnPhoto, deleteOwnPhoto, ownPhotosResponse, updateOwnPhotos } from '../../photos/own-photos';
import { encodePhoto, removePhotoFiles, writePhotoFiles } from '../../photos/photo-processing';

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`, { field: PHOTO_FIELD });

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * The member's own photos, also called by the signup photo step:
 * GET lists them, POST uploads one (multipart field `photo`), PUT reorders and/or picks the main
 * image, DELETE ?id= removes one. A photo that is not the member's is 404 on every call.
 *
 * Multipart parsing is registered in this scope only: no other route accepts multipart bodies.
 */
export const photosRoute: RouteModule = (app, { db, config }) => {
  const photoDir = path.join(config.dataDir, 'photos');

  route(app, listOwnPhotosEndpoint, {}, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    reply.header('cache-control', 'no-store');
    return ownPhotosResponse(db, viewer);
  });

  void app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
      throwFileSizeLimit: true,
    });

    // The descriptor has no body schema (the body is multipart, field PHOTO_FIELD): parsed here.
    route(
      scope,
      uploadPhotoEndpoint,
      {
        // Decoding and encoding a photo costs real CPU: a member uploads a few, not hundreds a
        // minute. Counted per session (members behind one address do not share it), else per IP.
        config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: (request) => sessionToken(request) ?? request.ip } },
      },
      async (request, reply) => {
        const viewer = await requireViewer(db, request);
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

        const encoded = await encodePhoto(input);
        const files = await writePhotoFiles(photoDir, viewer.profileId, encoded);
        try {
          await db.transaction((tx) => addOwnPhoto(tx, viewer, { ...files, width: encoded.width, height: encoded.height }));
        } catch (error) {
          await removePhotoFiles(photoDir, [files]);
          throw error;
        }
        reply.header('cache-control', 'no-store');
        return ownPhotosResponse(db, viewer);
      },
    );
  });

  route(app, updateOwnPhotosEndpoint, {}, async (request) => {
    const viewer = await requireViewer(db, request);
    await db.transaction((tx) => updateOwnPhotos(tx, viewer.profileId, request.body));
    return ownPhotosResponse(db, viewer);
  });

  route(app, deleteOwnPhotoEndpoint, {}, async (request) => {
    const viewer = await requireViewer(db, request);
    const orphaned = await db.transaction((tx) => deleteOwnPhoto(tx, viewer.profileId, request.query.id));
    // After the commit: a rolled-back delete must never have lost its files.
    await removePhotoFiles(photoDir, orphaned);
    return ownPhotosResponse(db, viewer);
  });
};
