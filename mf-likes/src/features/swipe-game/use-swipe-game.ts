import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '@dating/shared/api-client/api-client';
import type { ProfileSummary } from '@dating/shared/contracts/profile';
import { useSwipeLike } from './api/swipe-like';
import { useSwipePass } from './api/swipe-pass';
import { useSwipeStack } from './api/swipe-stack';
import { useSwipeUnpass } from './api/swipe-unpass';

/** What the game just did, for the screen's spoken status. */
export type SwipeAction = { kind: 'liked' | 'passed' | 'undone' | 'failed' | 'limit'; name: string };

export interface SwipeGame {
  status: 'loading' | 'failed' | 'playing' | 'end';
  current: ProfileSummary | null;
  /** The card under the current one (already on the page, so its photo is there when it comes up). */
  next: ProfileSummary | null;
  /** The card after that, whose photo is fetched ahead. */
  afterNext: ProfileSummary | null;
  likesLeft: number;
  resetsAt: string | null;
  canUndo: boolean;
  last: SwipeAction | null;
  like: () => void;
  pass: () => void;
  undo: () => void;
  retry: () => void;
}

/**
 * The swipe game's state over the server's stack: a card leaves at once when liked or passed (and
 * comes back if the server refused); when the cards run out the next stack is asked for, and an empty
 * one ends the game. The likes left are the server's: from the stack, then from each like's answer.
 */
export function useSwipeGame(viewer: number): SwipeGame {
  const stack = useSwipeStack(viewer);
  const likeCall = useSwipeLike();
  const passCall = useSwipePass();
  const unpassCall = useSwipeUnpass();
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [likesLeft, setLikesLeft] = useState<number | null>(null);
  const [lastPassed, setLastPassed] = useState<ProfileSummary | null>(null);
  // The card an undo brought back: after the last card's pass the next stack no longer holds it.
  const [undone, setUndone] = useState<ProfileSummary | null>(null);
  const [last, setLast] = useState<SwipeAction | null>(null);
  const { data } = stack;

  // A new stack brings the server's count of likes left.
  useEffect(() => setLikesLeft(null), [data]);

  const cards = useMemo(() => {
    const profiles = data?.profiles ?? [];
    const all = undone && !profiles.some((profile) => profile.id === undone.id) ? [undone, ...profiles] : profiles;
    return all.filter((profile) => !done.has(profile.id));
  }, [data, done, undone]);
  const pending = likeCall.isPending || passCall.isPending || unpassCall.isPending;

  // Out of cards: ask for the next stack once the last like or pass is in (else it could come back).
  // Once per answer: an answer equal to the last keeps its identity, so an unchanged stack ends the game.
  const askedAfter = useRef<unknown>(null);
  useEffect(() => {
    if (!data || cards.length > 0 || data.profiles.length === 0 || pending || stack.isFetching || askedAfter.current === data) return;
    askedAfter.current = data;
    void stack.refetch();
  }, [data, cards.length, pending, stack]);

  const left = likesLeft ?? data?.likes_left ?? 0;
  const current = cards[0] ?? null;
  const leave = (id: number) => setDone((before) => new Set(before).add(id));
  const comeBack = (id: number) =>
    setDone((before) => {
      const after = new Set(before);
      after.delete(id);
      return after;
    });

  const like = () => {
    if (!current || left === 0) return;
    const profile = current;
    leave(profile.id);
    setLastPassed(null);
    likeCall.mutate(profile.id, {
      onSuccess: (answer) => {
        setLikesLeft(answer.likes_left);
        setLast({ kind: 'liked', name: profile.name });
      },
      onError: (error) => {
        comeBack(profile.id);
        const limit = isApiError(error) && error.code === 'daily_limit_reached';
        if (limit) setLikesLeft(0);
        setLast({ kind: limit ? 'limit' : 'failed', name: profile.name });
      },
    });
  };

  const pass = () => {
    if (!current) return;
    const profile = current;
    leave(profile.id);
    setLastPassed(profile);
    setLast({ kind: 'passed', name: profile.name });
    passCall.mutate(profile.id, {
      onError: () => {
        comeBack(profile.id);
        setLastPassed(null);
        setLast({ kind: 'failed', name: profile.name });
      },
    });
  };

  const undo = () => {
    if (!lastPassed) return;
    const profile = lastPassed;
    setLastPassed(null);
    setUndone(profile);
    comeBack(profile.id);
    setLast({ kind: 'undone', name: profile.name });
    unpassCall.mutate(profile.id);
  };

  const waitingForMore =
    !!data && cards.length === 0 && (pending || stack.isFetching || askedAfter.current !== data) && data.profiles.length > 0;
  const status = stack.isError && !data ? 'failed' : !data || waitingForMore ? 'loading' : cards.length === 0 ? 'end' : 'playing';
  return {
    status,
    current,
    next: cards[1] ?? null,
    afterNext: cards[2] ?? null,
    likesLeft: left,
    resetsAt: data?.resets_at ?? null,
    canUndo: lastPassed !== null && !unpassCall.isPending,
    last,
    like,
    pass,
    undo,
    retry: () => void stack.refetch(),
  };
}
