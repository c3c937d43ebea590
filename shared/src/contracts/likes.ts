import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ProfileSummarySchema } from './profile';

/**
 * GET /api/likes.php: `profiles` holds every profile the lists refer to; `liked_by` are received
 * likes, new ones first; `liked` are likes the member sent. A match is a profile in both.
 */
export const LikesResponseSchema = z.object({
  profiles: z.array(ProfileSummarySchema),
  liked_by: z.array(z.object({ id: z.number().int().positive(), like_new: z.boolean() })),
  liked: z.array(z.object({ id: z.number().int().positive() })),
  total_new: z.number().int().min(0),
});
export type LikesResponse = z.infer<typeof LikesResponseSchema>;

export const listLikesEndpoint = defineEndpoint({ method: 'GET', path: '/api/likes.php', response: LikesResponseSchema });
