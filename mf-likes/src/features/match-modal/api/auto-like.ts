import type { EventBus } from '@dating/shared/bus/event-bus';
import type { ApiClient } from '@dating/shared/api-client/api-client';
import { autoLikeEndpoint } from '@dating/shared/contracts/likes';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { reloadLikes } from '../../../api/list-likes-page';

/** The likes reload this long after the auto-like's answer (the spec's delay), so its like is in Received. */
export const AUTO_LIKE_RELOAD_MS = 500;

/**
 * GET /api/auto-like.php: the api decides whether a fictional profile likes the member today
 * (docs/likes.md). The like is real whether or not a modal is still there to show it, so the likes
 * reload after AUTO_LIKE_RELOAD_MS either way. Loaded only when the minute is up: the contracts it
 * parses with stay out of every member page's first load.
 */
export async function askAutoLike(api: ApiClient, bus: EventBus): Promise<ProfileSummary | null> {
  const { profile } = await api.call(autoLikeEndpoint);
  if (profile) setTimeout(() => reloadLikes(bus), AUTO_LIKE_RELOAD_MS);
  return profile;
}
