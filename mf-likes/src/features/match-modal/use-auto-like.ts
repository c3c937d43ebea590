import { useEffect, useRef } from 'react';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';

/** How long the member is in the members area, in a row, before the day's auto-like is asked for. */
export const AUTO_LIKE_AFTER_MS = 60_000;

/**
 * Asks for the day's auto-like once per page load and member, after AUTO_LIKE_AFTER_MS in a row in the
 * members area (leaving it starts the minute again); a profile goes to `onLiked` for the match modal.
 */
export function useAutoLike(member: number | null, inMembersArea: boolean, onLiked: (profile: ProfileSummary) => void): void {
  const { api, bus } = useShellContext();
  const asked = useRef(new Set<number>());
  const liked = useRef(onLiked);
  liked.current = onLiked;

  useEffect(() => {
    if (member === null || !inMembersArea || asked.current.has(member)) return undefined;
    let left = false;
    const timer = setTimeout(() => {
      asked.current.add(member);
      import(/* webpackChunkName: "auto-like" */ './api/auto-like')
        .then(({ askAutoLike }) => askAutoLike(api, bus))
        .then(
          (profile) => {
            if (profile && !left) liked.current(profile);
          },
          // Nothing to show: the next page load asks again (the api gives one a day at most).
          () => undefined,
        );
    }, AUTO_LIKE_AFTER_MS);
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [api, bus, member, inMembersArea]);
}
