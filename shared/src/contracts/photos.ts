import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { queryRowId, rowId } from './fields';

/** How many photos a member may keep: free and premium. */
export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Largest upload the api takes (checked in the browser first, with the same figure). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Stored photos are re-encoded to fit in this square (longest side, pixels). */
export const PHOTO_MAX_DIMENSION = 1600;
/**
 * What the browser offers to pick; the api checks the content itself, never the name or type.
 * No HEIC: the prebuilt sharp/libvips decodes the HEIF container only with AV1 (AVIF), not HEVC;
 * leaving HEIC out of `accept` also makes iOS hand over a JPEG instead.
 */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export function photoLimitFor(paidUser: boolean): number {
  return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
}

/** One of the member's own photos (file names are bare; see shared/src/photos/photo-url.ts). */
export const OwnPhotoSchema = z.object({
  id: z.number().int().positive(),
  filename: z.string(),
  thumb_filename: z.string(),
  /** Path of the square crop used by the match modal. */
  match: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
  is_main: z.boolean(),
  position: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type OwnPhoto = z.infer<typeof OwnPhotoSchema>;

/** GET/POST/PUT/DELETE /api/photos.php: the member's photos in order, and their limit. */
export const PhotosResponseSchema = z.object({
  photos: z.array(OwnPhotoSchema),
  limit: z.number().int().positive(),
});
export type PhotosResponse = z.infer<typeof PhotosResponseSchema>;

const photoId = queryRowId();

/** DELETE /api/photos.php?id= */
const PhotoIdQuerySchema = z.object({ id: photoId });

/**
 * PUT /api/photos.php: a new order (every own photo id, once) and/or the main photo.
 */
export const PhotosUpdateRequestSchema = z
  .strictObject({
    order: z
      .array(rowId())
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, 'order lists a photo twice')
      .optional(),
    main: rowId().optional(),
  })
  .refine((value) => value.order !== undefined || value.main !== undefined, { path: ['order'], message: 'order or main is required' });

/** The multipart field of POST /api/photos.php. */
export const PHOTO_FIELD = 'photo';

/** The member's own photos in order, and their limit (members only). */
export const listOwnPhotosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/photos.php',
  access: 'member',
  cache: 'no-store',
  response: PhotosResponseSchema,
});

/**
 * Uploads one photo (members only). The body is not JSON but multipart/form-data with the file in
 * field PHOTO_FIELD, sent by XMLHttpRequest for its progress (mf-account's uploadPhoto), so the
 * descriptor has no body schema and api.call cannot send it; the api checks the content itself.
 */
export const uploadPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/photos.php',
  access: 'member',
  cache: 'no-store',
  // Decoding and encoding a photo costs real CPU: a member uploads a few, not hundreds a minute.
  rate: { per: 'member', max: 30, windowSeconds: 60 },
  response: PhotosResponseSchema,
  errors: ['photo_limit_reached', 'payload_too_large'],
});

/** Reorders the member's photos and/or picks the main one (members only); another member's photo is 404. */
export const updateOwnPhotosEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/photos.php',
  access: 'member',
  cache: 'no-store',
  body: PhotosUpdateRequestSchema,
  response: PhotosResponseSchema,
  errors: ['not_found'],
});

/** Deletes one of the member's photos (members only; the next in order becomes main); another member's photo is 404. */
export const deleteOwnPhotoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/photos.php',
  access: 'member',
  cache: 'no-store',
  query: PhotoIdQuerySchema,
  response: PhotosResponseSchema,
  errors: ['not_found'],
});
