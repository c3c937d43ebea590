import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { createLikesHandlers } from '@dating/shared/msw/likes';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';

const server = setupScreenServer(...createMockApi().handlers);
// Each test starts from the mock's own likes: 103 liked the member (new); 101 and 102 are matches.
beforeEach(() => server.use(...createLikesHandlers().handlers));

function mountLikes(type?: 'received' | 'sent' | 'matches') {
  return mountScreen(parcels.likes, {
    route: type ? 'likes-type' : 'likes',
    params: type ? { type } : {},
    user: freeUserFixture,
    record: ['match', 'refreshRequested'],
  });
}

const cards = async () => within(await screen.findByRole('list', { name: /Received|Sent|Matches/ })).getAllByTestId('member-card');
const names = async () => (await cards()).map((card) => card.querySelector('a')?.textContent ?? '');

describe('likes tabs', () => {
  it('shows the tabs as links, received by default: new likes first and marked new', async () => {
    await mountLikes();
    const tabs = within(screen.getByRole('navigation', { name: 'Likes' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Received', '/likes/received', 'page'],
      ['Sent', '/likes/sent', null],
      ['Matches', '/likes/matches', null],
    ]);
    const [first, ...rest] = await cards();
    expect(first).toHaveTextContent('Mila, 26');
    // The marker sits on the photo, in the link: heard with the name, and no card of the row grows for it.
    expect(within(within(first!).getByRole('link')).getByTestId('new-like')).toHaveTextContent('New');
    expect(within(first!).getByRole('link')).toHaveAccessibleName(/^New .*Mila, 26/);
    expect(rest.map((card) => within(card).queryByTestId('new-like'))).toEqual([null, null]);
    expect(screen.getByTestId('likes-count')).toHaveTextContent('3 members like you');
  });

  it('likes back from Received: a match, announced on the bus, and the likes reload', async () => {
    const { user, recorded } = await mountLikes('received');
    const [first] = await cards();
    await user.click(within(first!).getByRole('button', { name: 'Like back: Mila' }));
    await waitFor(() => expect(recorded.refreshRequested).toEqual([{ what: ['likes'] }]));
    // Mila liked the member first, so liking her back is a match.
    expect(recorded.match).toEqual([{ profileId: 103 }]);
    expect(await within((await cards())[0]!).findByRole('button', { name: 'Send a message: Mila' })).toBeInTheDocument();
    await waitFor(async () => expect(within((await cards())[0]!).queryByRole('button', { name: 'Like back: Mila' })).toBeNull());
  });

  it('removes a like from Sent', async () => {
    const { user } = await mountLikes('sent');
    expect(await names()).toEqual([expect.stringContaining('Sanne'), expect.stringContaining('Lotte')]);
    await user.click(screen.getByRole('button', { name: 'Remove like: Sanne' }));
    await waitFor(async () => expect(await names()).toHaveLength(1));
  });

  it('opens the chat with a match; the tabs are links', async () => {
    const { user, navigate } = await mountLikes('matches');
    expect(await names()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Send a message: Sanne' }));
    expect(navigate).toHaveBeenLastCalledWith('/members/101/chat');
    await user.click(screen.getByRole('link', { name: 'Sent' }));
    expect(navigate).toHaveBeenLastCalledWith('/likes/sent');
  });

  it('opening a new liker lowers the new-likes total on the bus', async () => {
    const { user, navigate, shell } = await mountLikes('received');
    const [first] = await cards();
    shell.bus.set('newLikes', 1);
    await user.click(first!.querySelector('a')!);
    expect(navigate).toHaveBeenLastCalledWith('/likes/m/103');
    expect(shell.bus.get('newLikes')).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('new-like')).not.toBeInTheDocument());
  });

  it('an empty tab leads to search and the swipe game', async () => {
    server.use(...createLikesHandlers({ state: { received: [], sent: new Map() } }).handlers);
    const { user, navigate } = await mountLikes('matches');
    expect(await screen.findByText(/No matches yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search members' }));
    await user.click(screen.getByRole('button', { name: 'Play the swipe game' }));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/members', '/swipe-game']);
  });
});
