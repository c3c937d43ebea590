import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createLikesHandlers, type LikesMockState } from '@dating/shared/msw/likes';
import { searchProfilesFixture } from '@dating/shared/msw/search';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { resetTime } from './components/swipe-limit';

const server = setupScreenServer(...createMockApi().handlers);
// The game listens on the document: each test's game leaves with it.
const games: Array<{ unmount: () => Promise<void> }> = [];
afterEach(async () => {
  for (const game of games.splice(0)) await game.unmount();
});

async function mountGame(state: Partial<LikesMockState> = {}, profiles = searchProfilesFixture) {
  const likes = createLikesHandlers({ state, profiles });
  server.use(...likes.handlers);
  const mounted = await mountScreen(parcels['swipe-game'], { route: 'swipe-game', user: freeUserFixture, record: ['match'] });
  games.push(mounted.mounted);
  await screen.findByTestId('swipe-card');
  return { ...mounted, state: likes.state };
}

const card = () => screen.getByTestId('swipe-card');

describe('swipe game', () => {
  it('likes with the right arrow and passes with the left; the last pass can be undone', async () => {
    const { user, state } = await mountGame();
    expect(card()).toHaveAccessibleName('Member 300, 20, Amsterdam');
    expect(screen.getByTestId('likes-left')).toHaveTextContent('4 likes left today');
    // The next card is already on the page under it (its photo loads before it comes up), hidden from screen readers.
    expect(screen.getByTestId('swipe-card-under')).toHaveAttribute('aria-hidden', 'true');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByTestId('likes-left')).toHaveTextContent('3 likes left today'));
    expect(state.sent.has(300)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('You liked Member 300.');
    expect(card()).toHaveAccessibleName(/^Member 299,/);

    await user.keyboard('{ArrowLeft}');
    expect(card()).toHaveAccessibleName(/^Member 298,/);
    await waitFor(() => expect(state.passed.has(299)).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Undo the last pass' }));
    expect(card()).toHaveAccessibleName(/^Member 299,/);
    await waitFor(() => expect(state.passed.has(299)).toBe(false));
    expect(screen.getByRole('button', { name: 'Undo the last pass' })).toBeDisabled();
  });

  it('passes and likes by the buttons too; a match is announced for the match modal', async () => {
    const { user, recorded } = await mountGame({ received: [{ id: 299, at: '2026-01-10T11:00:00.000Z', isNew: true }] });
    await user.click(screen.getByRole('button', { name: 'Pass on Member 300' }));
    await user.click(screen.getByRole('button', { name: 'Like Member 299' }));
    await waitFor(() => expect(recorded.match).toEqual([{ profileId: 299 }]));
  });

  it('stops at the day limit: when more come, a way to Premium, and no more likes by key or button', async () => {
    const { user, navigate, state } = await mountGame({ swipeLikesToday: 3 });
    expect(screen.getByTestId('likes-left')).toHaveTextContent('1 like left today');
    await user.keyboard('{ArrowRight}');
    const limit = await screen.findByText("That's all your likes for today.");
    expect(limit.parentElement).toHaveTextContent(/New likes (tomorrow )?from \d{1,2}[:.]\d\d/);
    expect(screen.getByRole('button', { name: /^Like Member 299/ })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(card()).toHaveAccessibleName(/^Member 299,/);
    expect(state.swipeLikesToday).toBe(4);
    // Passing still goes on.
    await user.keyboard('{ArrowLeft}');
    expect(card()).toHaveAccessibleName(/^Member 298,/);
    await user.click(screen.getByRole('button', { name: 'Discover Premium' }));
    expect(navigate).toHaveBeenLastCalledWith('/premium');
  });

  it('ends with an out-of-profiles screen that leads on', async () => {
    const { user, navigate } = await mountGame({}, searchProfilesFixture.slice(3, 4));
    await user.keyboard('{ArrowLeft}');
    const end = await screen.findByTestId('swipe-end');
    expect(within(end).getByRole('heading', { name: "You've seen everyone for now" })).toHaveFocus();
    await user.click(within(end).getByRole('button', { name: 'Search members' }));
    expect(navigate).toHaveBeenLastCalledWith('/members');
  });

  it('undoes a pass on the last card from the end screen, though the next stack no longer holds it', async () => {
    const { user, state } = await mountGame({}, searchProfilesFixture.slice(3, 4));
    const name = card().getAttribute('aria-label');
    await user.keyboard('{ArrowLeft}');
    const end = await screen.findByTestId('swipe-end');
    await waitFor(() => expect(state.passed.size).toBe(1));
    await user.click(within(end).getByRole('button', { name: 'Undo the last pass' }));
    expect(await screen.findByTestId('swipe-card')).toHaveAccessibleName(name!);
    await waitFor(() => expect(state.passed.size).toBe(0));
    expect(screen.getByRole('button', { name: 'Undo the last pass' })).toBeDisabled();
  });

  it('says when new likes come in the local time', () => {
    const now = new Date(2026, 0, 10, 22, 0);
    expect(resetTime(new Date(2026, 0, 11, 1, 0).toISOString(), 'en-GB', now)).toEqual({ time: '01:00', tomorrow: true });
    expect(resetTime(new Date(2026, 0, 10, 23, 30).toISOString(), 'de', now)).toEqual({ time: '23:30', tomorrow: false });
  });
});
