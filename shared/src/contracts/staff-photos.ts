import { z } from 'zod';
import { defineEndpoint, defineLink } from './endpoint';
import { queryRowId, rowId } from './fields';

/*
 * Photo moderation in the staff console (docs/moderation.md): the queue of members' uploads nobody has
 * reviewed yet (profile and chat photos, oldest first) and one decision on each. Moderators and admins
 * only; to everyone else every call is a 404. Kept out of the contracts' barrel with the rest of the
 * console's calls: a member's browser never needs them.
 */

const MODERATORS = { staff: ['moderator', 'admin'] } as const;

/**
 * Why a photo was not approved, in the order the console lists them (its number keys 1–7). The member
 * reads the reason in their language (shared/src/i18n/photo-review-texts.ts); the console in the staff
 * member's (mf-staff's `photos.reasons.<code>`).
 */
export const PHOTO_REJECTION_REASONS = [
  /** Someone else: a celebrity, a stock photo, another person's picture. */
  'not_the_member',
  /** Too dark, blurred or too small to see anyone. */
  'poor_quality',
  /** Explicit sexual content (profile photos are seen by every member). */
  'explicit',
  /** The person looks under 18. */
  'looks_underage',
  /** Other people can be recognised who did not agree to be shown. */
  'other_people',
  /** Contact details, links, text or advertising in the picture. */
  'contact_details',
  /** Violence, hate, weapons or anything illegal. */
  'offensive',
] as const;
const PhotoRejectionReasonSchema = z.enum(PHOTO_REJECTION_REASONS);
export type PhotoRejectionReason = z.infer<typeof PhotoRejectionReasonSchema>;

/** A profile photo (photos) or a photo sent in a chat (chat_media). */
const REVIEW_PHOTO_KINDS = ['profile', 'chat'] as const;
const ReviewPhotoKindSchema = z.enum(REVIEW_PHOTO_KINDS);
export type ReviewPhotoKind = z.infer<typeof ReviewPhotoKindSchema>;

/** How many queue items one call answers (the console asks again as it empties). */
export const PHOTO_QUEUE_PAGE_SIZE = 20;

const OtherPhotoSchema = z.object({
  id: z.number().int().positive(),
  /** The thumbnail's URL. */
  thumb: z.string(),
  status: z.enum(['active', 'pending', 'rejected']),
  reviewed: z.boolean(),
  is_main: z.boolean(),
});

/** One photo waiting for a moderator, with what the console shows of its member beside it. */
const PhotoQueueItemSchema = z.object({
  kind: ReviewPhotoKindSchema,
  /** The row's id within its kind (staff only: a chat photo's member-facing id is its token). */
  id: z.number().int().positive(),
  /** The picture, large: a profile photo's file, or the console's own chat-photo route. */
  url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** `pending` under pre-moderation (only its owner sees it), `active` under post-moderation (visible, reviewed after). */
  status: z.enum(['active', 'pending']),
  uploaded_at: z.iso.datetime({ offset: true }),
  member: z.object({
    user_id: z.number().int().positive(),
    profile_id: z.number().int().positive(),
    name: z.string(),
    age: z.number().int().nullable(),
    country: z.string(),
    city: z.string(),
    account_created_at: z.iso.datetime({ offset: true }),
    /** Reports about this member still open. */
    open_reports: z.number().int().min(0),
    /** The member's other profile photos (never the chat's), main first. */
    other_photos: z.array(OtherPhotoSchema),
  }),
});
export type PhotoQueueItem = z.infer<typeof PhotoQueueItemSchema>;

/**
 * The queue, oldest first: the first PHOTO_QUEUE_PAGE_SIZE items and how many wait in all; `?member=<user
 * id>` one member's photos only (the console's `/staff/photos?member=`, linked from a member's page).
 */
export const getPhotoQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/staff/photo-queue.php',
  access: MODERATORS,
  cache: 'no-store',
  query: z.object({ member: queryRowId().optional() }),
  response: z.object({ items: z.array(PhotoQueueItemSchema), total: z.number().int().min(0) }),
  errors: ['not_found'],
});

/**
 * One decision: approve (the photo shows — to everyone it may, public surfaces included) or reject with
 * a reason (gone everywhere at once, the member told in their language). A photo decided already, or
 * gone meanwhile, is `conflict` / `not_found`: two moderators never decide one photo twice.
 */
export const reviewPhotoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/staff/photo-review.php',
  access: MODERATORS,
  cache: 'no-store',
  body: z.discriminatedUnion('decision', [
    z.strictObject({ kind: ReviewPhotoKindSchema, id: rowId(), decision: z.literal('approve') }),
    z.strictObject({ kind: ReviewPhotoKindSchema, id: rowId(), decision: z.literal('reject'), reason: PhotoRejectionReasonSchema }),
  ]),
  response: z.object({ status: z.enum(['active', 'rejected']) }),
  errors: ['not_found', 'conflict'],
});
export type PhotoReviewRequest = z.input<typeof reviewPhotoEndpoint.body>;

/** A chat photo in the queue, for the console's review (`?id=<chat photo id>&size=thumb|full`); 404 once reviewed. */
export const STAFF_REVIEW_CHAT_PHOTO_PATH = '/api/staff/photo-queue/chat-photo.php';
export const staffReviewChatPhotoLink = defineLink({
  method: 'GET',
  path: STAFF_REVIEW_CHAT_PHOTO_PATH,
  access: MODERATORS,
  cache: 'private, no-cache',
});
