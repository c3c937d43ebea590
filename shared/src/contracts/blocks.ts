import { z } from 'zod';
import { ProfileSummarySchema } from './profile';

const profileId = z.number().int().positive().max(2_147_483_647);

/** POST and DELETE /api/block.php: the profile to block or unblock. */
export const BlockRequestSchema = z.object({ profile: profileId });

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
