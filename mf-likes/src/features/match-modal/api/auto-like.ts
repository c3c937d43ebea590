import { useEffect, useRef } from 'react';
import { autoLikeEndpoint } from '@dating/shared/contracts/likes';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { reloadLikes } from '../../../api/likes-tab';

/** How long the member is in the members area before the day's auto-like is asked for. */
export const AUTO_LIKE_AFTER_MS = 60_000;
/** The likes reload this long after the auto-like's answer (the spec's delay), so its like is in Received. */
export const AUTO_LIKE_RELOAD_MS = 500;

/**
 * GET /api/auto-like.php once per page load and member, after AUTO_LIKE_AFTER_MS in a row in the members
 * area (leaving it starts the minute again). The api decides whether anyone likes the member today
 * (docs/likes.md); a profile goes to `onLiked` for the match modal.
 */
export function useAutoLike(member: number | null, inMembersArea: boolean, onLiked: (profile: ProfileSummary) => void): void {
  const { api, bus } = useShellContext();
  const asked = useRef(new Set<number>());
  const liked = useRef(onLiked);
  liked.current = onLiked;

  useEffect(() => {
    if (member === null || !inMembersArea || asked.current.has(member)) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      asked.current.add(member);
      api.call(autoLikeEndpoint).then(
        ({ profile }) => {
          if (!profile) return;
          if (!cancelled) liked.current(profile);
          // The like is real whether or not the modal is still there to show it.
          setTimeout(() => reloadLikes(bus), AUTO_LIKE_RELOAD_MS);
        },
        // Nothing to show: tomorrow's page load asks again.
        () => undefined,
      );
    }, AUTO_LIKE_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [api, bus, member, inMembersArea]);
}
