import { act, screen } from '@testing-library/react';
import { getLikeReceivedEndpoint } from '@dating/shared/contracts/likes';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createLikesHandlers, type LikesMockState } from '@dating/shared/msw/likes';
import { routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { likeModalRequest } from './like-modal-query';

const server = setupScreenServer(...createMockApi().handlers);
afterEach(() => jest.useRealTimers());

const page = (query: Record<string, string>) => ({ ...routeInfoFor('members', {}, query), name: 'like-modal' });

async function mountOn(query: Record<string, string>) {
  const screenMount = await mountScreen(parcels['like-modal'], { route: page({}), user: freeUserFixture });
  // The page's query arrives as the shell's route update would bring it, with the clock under the test's control.
  jest.useFakeTimers();
  await act(async () => {
    void screenMount.mounted.update(screenMount.shell.withRoute(page(query)));
    await jest.advanceTimersByTimeAsync(0);
  });
  return screenMount;
}

/** Waits for something while the fake clock ticks (the query library schedules its updates on timers). */
async function findWhileTicking<T>(find: () => T | null): Promise<T> {
  for (let round = 0; round < 100; round += 1) {
    const found = find();
    if (found) return found;
    await act(() => jest.advanceTimersByTimeAsync(20));
  }
  throw new Error('not found while ticking');
}

/** The likes as the server holds them for this test (by default 103 Mila, 102 and 101 liked the member), and the profiles the modal asked for. */
function likesOnServer(state: Partial<LikesMockState>): string[] {
  server.use(...createLikesHandlers({ state }).handlers);
  const profileCalls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/profile.php') profileCalls.push(url.search);
  });
  return profileCalls;
}

/** Lets the check's answer and the lazy chunk arrive: the time a shown modal needs to appear. */
const settle = async () => {
  for (let round = 0; round < 50; round += 1) await act(() => jest.advanceTimersByTimeAsync(20));
};

describe('like modal', () => {
  it('reads like and t from the query', () => {
    expect(likeModalRequest({ like: '103', t: '2' })).toEqual({ profileId: 103, delayMs: 2000 });
    expect(likeModalRequest({ like: '103' })).toEqual({ profileId: 103, delayMs: 0 });
    expect(likeModalRequest({ like: '103', t: 'soon' })).toEqual({ profileId: 103, delayMs: 0 });
    expect(likeModalRequest({ like: 'x', t: '2' })).toBeNull();
    expect(likeModalRequest({ t: '2' })).toBeNull();
  });

  it('shows the liker after t seconds, then drops t from the URL without a new history entry', async () => {
    const { navigate } = await mountOn({ like: '103', t: '2', network: 'mail' });
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(navigate).toHaveBeenCalledWith('/members?like=103&network=mail', { replace: true });
    expect(await findWhileTicking(() => screen.queryByRole('dialog', { name: 'Mila likes you' }))).toBeInTheDocument();
  });

  it('opens the profile from its button', async () => {
    const { navigate } = await mountOn({ like: '103' });
    await act(() => jest.advanceTimersByTimeAsync(0));
    const dialog = await findWhileTicking(() => screen.queryByRole('dialog', { name: 'Mila likes you' }));
    expect(navigate).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'View profile' }).click());
    expect(navigate).toHaveBeenLastCalledWith('/members/103');
    expect(dialog).not.toBeInTheDocument();
  });

  it('closing drops like from the URL, so it does not come back', async () => {
    const { navigate } = await mountOn({ like: '103', t: '1' });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await findWhileTicking(() => screen.queryByRole('dialog'));
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(navigate).toHaveBeenLastCalledWith('/members', { replace: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for a profile that did not like the member, never loads it, and drops like from the URL', async () => {
    const profileCalls = likesOnServer({ received: [{ id: 102, at: '2026-01-10T11:00:00.000Z', isNew: true }] });
    const { navigate } = await mountOn({ like: '103', t: '5', network: 'mail' });
    // The server's no comes before the delay is over: like and t leave the URL, and the delay ends nothing.
    await settle();
    expect(navigate.mock.calls).toEqual([['/members?network=mail', { replace: true }]]);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(profileCalls).toEqual([]);
  });

  it('shows nothing for a liker the member may not see (blocked either way, hidden, deleted)', async () => {
    const profileCalls = likesOnServer({ hidden: new Set([103]) });
    const { navigate } = await mountOn({ like: '103' });
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenLastCalledWith('/members', { replace: true });
    expect(profileCalls).toEqual([]);
  });

  it('shows nothing while the server has not yet confirmed the like', async () => {
    let confirm = () => {};
    const answered = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    // The check waits, then falls through to the likes mock, which knows 103 liked the member.
    server.use(
      endpointHandler(getLikeReceivedEndpoint, async () => {
        await answered;
      }),
    );
    await mountOn({ like: '103', t: '1' });
    await act(() => jest.advanceTimersByTimeAsync(1000));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    confirm();
    expect(await findWhileTicking(() => screen.queryByRole('dialog', { name: 'Mila likes you' }))).toBeInTheDocument();
  });
});
