import type { LanderProfile } from '@dating/shared/contracts/landers';
import { swipe, swipesOver, type SwipesState } from './use-visitor-swipes';

const profiles = ['A', 'B', 'C', 'D', 'E'].map((name, index) => ({ id: index + 1, name }) as LanderProfile);
const start: SwipesState = { index: 0, liked: [], last: null };
const run = (kinds: Array<'like' | 'pass'>, from = start, list = profiles) =>
  kinds.reduce((state, kind) => swipe(state, { kind, profiles: list }), from);

describe('visitor swipes', () => {
  it('moves through the cards, keeping the liked ones', () => {
    const state = run(['pass', 'like']);
    expect(state.index).toBe(2);
    expect(state.liked.map((profile) => profile.name)).toEqual(['B']);
    expect(state.last).toEqual({ kind: 'liked', name: 'B' });
    expect(swipesOver(state, profiles)).toBe(false);
  });

  it('is over after the third like, and further swipes change nothing', () => {
    const state = run(['like', 'pass', 'like', 'like']);
    expect(swipesOver(state, profiles)).toBe(true);
    expect(run(['like', 'pass'], state)).toBe(state);
  });

  it('is over when the cards run out', () => {
    const state = run(['pass', 'pass'], start, profiles.slice(0, 2));
    expect(swipesOver(state, profiles.slice(0, 2))).toBe(true);
    expect(state.liked).toEqual([]);
  });
});
