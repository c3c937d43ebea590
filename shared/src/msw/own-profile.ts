import { HttpResponse, type HttpHandler } from 'msw';
import { CLIENT_HEADER } from '../contracts/errors';
import {
  getOwnProfileEndpoint,
  ownProfileUpdateSchemaFor,
  updateOwnProfileEndpoint,
  type OwnProfileUpdate,
} from '../contracts/own-profile';
import {
  deleteOwnPhotoEndpoint,
  listOwnPhotosEndpoint,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PhotosUpdateRequestSchema,
  photoLimitFor,
  updateOwnPhotosEndpoint,
  uploadPhotoEndpoint,
  type OwnPhoto,
} from '../contracts/photos';
import type { User } from '../contracts/user';
import { endpointHandler } from './endpoint-handler';
import { regionsFixture, settingsFixture } from './fixtures';
import { errorResponse, readJson } from './responses';

/** JPEG, PNG, WebP (RIFF…WEBP) or an ISO-BMFF `ftyp` box (HEIC/AVIF): the mock's content check. */
function looksLikePhoto(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp'
  );
}

export interface OwnProfileMockState {
  photos: OwnPhoto[];
}

/**
 * msw handlers for /api/my-profile.php and /api/photos.php over the mock api's user, answering like
 * the api: the shared schema (with the e-mail rule), free/premium photo limits (409
 * photo_limit_reached), a content check of the upload, 404 for unknown photo ids.
 */
export function createOwnProfileHandlers(session: { user: User | null }): { state: OwnProfileMockState; handlers: HttpHandler[] } {
  const state: OwnProfileMockState = { photos: [] };
  let nextId = 900;

  const limit = () => photoLimitFor(session.user?.paid_user ?? false);
  const photosBody = () => ({ photos: state.photos, limit: limit() });
  /** The user's main image follows the photos, as on the api. */
  const syncMain = () => {
    if (!session.user) return;
    const main = state.photos.find((photo) => photo.is_main);
    session.user = {
      ...session.user,
      profile: {
        ...session.user.profile,
        main_image: main ? { filename: main.filename, thumb_filename: main.thumb_filename, status: main.status, match: main.match } : null,
      },
    };
  };
  const denied = (request: Request) => {
    if (request.method !== 'GET' && request.headers.get(CLIENT_HEADER) === null)
      return errorResponse(403, 'csrf_failed', 'Missing client header');
    return session.user ? null : errorResponse(403, 'authentication_required', 'Log in first');
  };
  const applyProfile = (user: User, update: OwnProfileUpdate): User => {
    const { region_id: regionId, ...rest } = update;
    const profile = { ...user.profile, ...rest };
    if (regionId !== undefined) {
      profile.region_id = regionId;
      profile.region = regionsFixture.find((region) => region.id === regionId)?.name ?? null;
    } else if (update.country !== undefined && update.country !== user.profile.country) {
      profile.region_id = null;
      profile.region = null;
    }
    return { ...user, profile };
  };

  const handlers: HttpHandler[] = [
    endpointHandler(getOwnProfileEndpoint, ({ request }) => {
      const refused = denied(request);
      if (refused) return refused;
      return HttpResponse.json({ profile: session.user!.profile, photos: state.photos, photo_limit: limit() });
    }),
    endpointHandler(updateOwnProfileEndpoint, async ({ request }) => {
      const refused = denied(request);
      if (refused) return refused;
      const parsed = ownProfileUpdateSchemaFor(session.user!.email, { minAge: settingsFixture.min_age }).safeParse(await readJson(request));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        return errorResponse(
          400,
          'validation_failed',
          `${issue.path.join('.')}: ${issue.message}`,
          issue.path.map(String).join('.') || 'body',
        );
      }
      session.user = applyProfile(session.user!, parsed.data);
      return HttpResponse.json({ profile: session.user.profile, photos: state.photos, photo_limit: limit() });
    }),
    endpointHandler(listOwnPhotosEndpoint, ({ request }) => denied(request) ?? HttpResponse.json(photosBody())),
    endpointHandler(uploadPhotoEndpoint, async ({ request }) => {
      const refused = denied(request);
      if (refused) return refused;
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get(PHOTO_FIELD);
      } catch {
        return errorResponse(415, 'validation_failed', 'Send the photo as multipart/form-data.', PHOTO_FIELD);
      }
      if (!file || typeof file === 'string') return errorResponse(400, 'validation_failed', 'Choose a photo to upload.', PHOTO_FIELD);
      if (file.size > PHOTO_MAX_BYTES) return errorResponse(413, 'payload_too_large', 'The photo is too large.', PHOTO_FIELD);
      if (!looksLikePhoto(new Uint8Array(await file.arrayBuffer())))
        return errorResponse(400, 'validation_failed', 'Not a photo.', PHOTO_FIELD);
      if (state.photos.length >= limit())
        return errorResponse(409, 'photo_limit_reached', `You can keep at most ${limit()} photos.`, PHOTO_FIELD);
      nextId += 1;
      state.photos = [
        ...state.photos,
        {
          id: nextId,
          filename: `upload-${nextId}.jpg`,
          thumb_filename: `upload-${nextId}-thumb.jpg`,
          match: `/photos/upload-${nextId}-match.jpg`,
          status: 'active',
          is_main: state.photos.length === 0,
          position: state.photos.length,
          width: 600,
          height: 750,
        },
      ];
      syncMain();
      return HttpResponse.json(photosBody());
    }),
    endpointHandler(updateOwnPhotosEndpoint, async ({ request }) => {
      const refused = denied(request);
      if (refused) return refused;
      const parsed = PhotosUpdateRequestSchema.safeParse(await readJson(request));
      if (!parsed.success) return errorResponse(400, 'validation_failed', 'Invalid photo update', 'order');
      const { order, main } = parsed.data;
      const ids = new Set(state.photos.map((photo) => photo.id));
      if ((main !== undefined && !ids.has(main)) || order?.some((id) => !ids.has(id)))
        return errorResponse(404, 'not_found', 'Photo not found');
      if (order && order.length !== ids.size) return errorResponse(400, 'validation_failed', 'order must list every photo', 'order');
      let next = order ? order.map((id, position) => ({ ...state.photos.find((photo) => photo.id === id)!, position })) : state.photos;
      if (main !== undefined) next = next.map((photo) => ({ ...photo, is_main: photo.id === main }));
      state.photos = next;
      syncMain();
      return HttpResponse.json(photosBody());
    }),
    endpointHandler(deleteOwnPhotoEndpoint, ({ request }) => {
      const refused = denied(request);
      if (refused) return refused;
      const id = Number(new URL(request.url).searchParams.get('id'));
      const photo = state.photos.find((candidate) => candidate.id === id);
      if (!photo) return errorResponse(404, 'not_found', 'Photo not found');
      const rest = state.photos.filter((candidate) => candidate.id !== id).map((candidate, position) => ({ ...candidate, position }));
      if (photo.is_main && rest[0]) rest[0] = { ...rest[0], is_main: true };
      state.photos = rest;
      syncMain();
      return HttpResponse.json(photosBody());
    }),
  ];
  return { state, handlers };
}
