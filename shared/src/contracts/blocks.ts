import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { rowId } from './fields';
import { ProfileSummarySchema } from './profile';

const profileId = rowId();

/** POST and DELETE /api/block.php: the profile to block or unblock. */
const BlockRequestSchema = z.object({ profile: profileId });

/** Answer of POST/DELETE /api/block.php: whether the member now blocks the profile. */
export const BlockResponseSchema = z.object({ blocked: z.boolean() });
export type BlockResponse = z.infer<typeof BlockResponseSchema>;

/** GET /api/blocks.php: the members the viewer blocked, most recent first (settings, with undo). */
export const BlocksResponseSchema = z.object({
  blocks: z.array(z.object({ profile: ProfileSummarySchema, blocked_at: z.iso.datetime({ offset: true }) })),
});
export type BlocksResponse = z.infer<typeof BlocksResponseSchema>;

/** POST /api/like.php: like a profile (idempotent). */
export const LikeRequestSchema = z.object({ profile: profileId });

/** `match` is true when the other side liked the member too (now or before). */
export const LikeResponseSchema = z.object({ liked: z.literal(true), match: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponseSchema>;

/** Blocks a profile (idempotent); one the member may not see is 404. */
export const blockProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/block.php',
  access: 'member',
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 60 },
  body: BlockRequestSchema,
  response: BlockResponseSchema,
  errors: ['not_found'],
});

/** Lifts the member's own block (the settings list's undo). */
export const unblockProfileEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/block.php',
  access: 'member',
  cache: 'no-store',
  rate: { per: 'address', max: 60, windowSeconds: 60 },
  body: BlockRequestSchema,
  response: BlockResponseSchema,
});

export const listBlocksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/blocks.php',
  access: 'member',
  cache: 'no-store',
  response: BlocksResponseSchema,
});

/** Likes a profile (idempotent); one the member may not see is 404. */
export const likeProfileEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/like.php',
  access: 'member',
  cache: 'no-store',
  // Far above a person's pace, low enough to stop a script.
  rate: { per: 'address', max: 60, windowSeconds: 60 },
  body: LikeRequestSchema,
  response: LikeResponseSchema,
  errors: ['not_found'],
});
