import { useReducer } from 'react';
import type { LanderProfile } from '@dating/shared/contracts/landers';

/** Likes after which the lander asks the visitor to sign up (for the last one liked). */
const LIKES_BEFORE_SIGNUP = 3;

export interface SwipesState {
  /** The card on top: an index into the profiles. */
  index: number;
  liked: LanderProfile[];
  /** The last swipe, for the screen reader's announcement. */
  last: { kind: 'liked' | 'passed'; name: string } | null;
}

type SwipeAction = { kind: 'like' | 'pass'; profiles: LanderProfile[] };

const INITIAL: SwipesState = { index: 0, liked: [], last: null };

/** Whether the swiping is over: enough likes to ask for signup, or no card left. */
export function swipesOver(state: SwipesState, profiles: LanderProfile[]): boolean {
  return state.liked.length >= LIKES_BEFORE_SIGNUP || state.index >= profiles.length;
}

/** One swipe on the top card: it leaves the stack, and a like keeps it. Nothing once the swiping is over. */
export function swipe(state: SwipesState, { kind, profiles }: SwipeAction): SwipesState {
  const card = profiles[state.index];
  if (!card || swipesOver(state, profiles)) return state;
  return {
    index: state.index + 1,
    liked: kind === 'like' ? [...state.liked, card] : state.liked,
    last: { kind: kind === 'like' ? 'liked' : 'passed', name: card.name },
  };
}

/**
 * A visitor's swipes through the lander's profiles, kept in the page only: a visitor has no account to
 * like with, so nothing is sent — the likes only choose whom the signup's first message goes to.
 */
export function useVisitorSwipes(profiles: LanderProfile[]) {
  const [state, dispatch] = useReducer(swipe, INITIAL);
  return {
    ...state,
    current: profiles[state.index],
    next: profiles[state.index + 1],
    afterNext: profiles[state.index + 2],
    over: swipesOver(state, profiles),
    like: () => dispatch({ kind: 'like', profiles }),
    pass: () => dispatch({ kind: 'pass', profiles }),
  };
}
