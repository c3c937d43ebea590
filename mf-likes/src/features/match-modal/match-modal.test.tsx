import { act, screen, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createLikesHandlers } from '@dating/shared/msw/likes';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { AUTO_LIKE_RELOAD_MS } from './api/auto-like';
import { AUTO_LIKE_AFTER_MS } from './use-auto-like';

const server = setupScreenServer(...createMockApi().handlers);
// The modal listens on the document: each test's modal leaves with it.
const modals: Array<{ unmount: () => Promise<void> }> = [];
afterEach(async () => {
  jest.useRealTimers();
  // The page was already emptied (the modal's portal with it): what the unmount still finds to remove is gone.
  for (const modal of modals.splice(0)) await modal.unmount().catch(() => undefined);
});

const on = (page: string) => ({ ...routeInfoFor(page), name: 'match-modal' });

async function mountModal(page = 'likes') {
  const mounted = await mountScreen(parcels['match-modal'], {
    route: on(page),
    user: freeUserFixture,
    record: ['matchChosen', 'refreshRequested'],
  });
  modals.push(mounted.mounted);
  return mounted;
}

async function matchWith(shell: Awaited<ReturnType<typeof mountModal>>['shell'], profileId: number) {
  act(() => shell.bus.emit('match', { profileId }));
  return screen.findByRole('dialog', { name: "It's a match!" });
}

describe('match modal', () => {
  it('opens on a match with both photos; a click anywhere closes it, and the same match does not come again', async () => {
    const { shell, user, recorded, navigate } = await mountModal();
    const dialog = await matchWith(shell, 102);
    expect(dialog).toHaveTextContent('You and Lotte like each other.');
    // The member's own (the fixture has no photo: a silhouette) and theirs.
    expect(within(screen.getByTestId('match-photos')).getAllByTestId('match-face')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send Lotte a message' })).toHaveFocus();

    await user.click(screen.getByText('You and Lotte like each other.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(recorded.matchChosen).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();

    // The liker's tab hears its match twice (the like's answer and the realtime channel): it shows once.
    act(() => shell.bus.emit('match', { profileId: 102 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a click on the button or the photo chooses the match: the event carries the profile, and the chat with them opens', async () => {
    const { shell, user, recorded, navigate } = await mountModal();
    await matchWith(shell, 102);
    await user.click(screen.getByRole('button', { name: 'Send Lotte a message' }));
    expect(recorded.matchChosen).toEqual([{ profileId: 102 }]);
    expect(navigate).toHaveBeenCalledWith('/members/102/chat');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await matchWith(shell, 101);
    await user.click(screen.getByTestId('match-photo'));
    expect(recorded.matchChosen).toEqual([{ profileId: 102 }, { profileId: 101 }]);
    expect(navigate).toHaveBeenLastCalledWith('/members/101/chat');
  });

  it('a minute in the members area brings the day’s auto-like into the modal, and the likes reload 500 ms later', async () => {
    const likes = createLikesHandlers();
    server.use(...likes.handlers);
    const { shell, mounted, recorded } = await mountModal('swipe-game');
    jest.useFakeTimers();
    await act(async () => {
      void mounted.update(shell.withRoute(on('members')));
      await jest.advanceTimersByTimeAsync(0);
    });
    await act(() => jest.advanceTimersByTimeAsync(AUTO_LIKE_AFTER_MS - 1));
    expect(likes.state.autoLiked).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(1));
    // The answer comes over the (real) network while the clock stands still.
    for (let round = 0; round < 100 && !screen.queryByRole('dialog'); round += 1) await act(() => jest.advanceTimersByTimeAsync(0));
    expect(likes.state.autoLiked).toBe(true);
    const liker = likes.state.received.at(-1)!;
    expect(recorded.refreshRequested).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(AUTO_LIKE_RELOAD_MS));
    expect(recorded.refreshRequested).toEqual([{ what: ['likes'] }]);
    expect(screen.getByRole('dialog')).toHaveTextContent(/likes you!/);
    expect(liker.isNew).toBe(true);
  });
});
