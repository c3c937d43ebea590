import { screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { lotte, message, photoMessage, setupChatScreens } from '../../test-support/chat-api-mock';

const { state, mountScreen } = setupChatScreens();
afterEach(() => jest.restoreAllMocks());

const mountChats = () => mountScreen(parcels.chats, { route: 'chats', user: freeUserFixture });

describe('the chat list', () => {
  it('lists conversations newest first: name, last message by type, unread badge, each a link; the unread total goes to the bus', async () => {
    state.conversations[1]!.messages.push(message(9, '', false, 60, 'photo'));
    state.conversations[0]!.messages.push(message(10, 'Welcome to the chat', false, 30, 'system'));
    const { shell, navigate, user } = await mountChats();
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your conversations' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getAllByRole('link')[0]!.getAttribute('href'))).toEqual(['/chats/502', '/chats/501']);
    expect(within(entries[0]!).getByTestId('chat-snippet')).toHaveTextContent('Photo');
    expect(within(entries[1]!).getByTestId('chat-snippet')).toHaveTextContent('Welcome to the chat');
    expect(within(entries[1]!).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(within(entries[1]!).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(entries[0]!).queryByTestId('unread-badge')).toBeNull();
    expect(shell.bus.get('unreadMessages')).toBe(2);
    await user.click(within(entries[1]!).getByText('Sanne'));
    expect(navigate).toHaveBeenCalledWith('/chats/501');
  });

  it('with a gift as another conversation’s last message, unread badges still show', async () => {
    state.conversations[1]!.messages.push({ ...message(13, '', true, 96, 'gift'), gift: { slug: 'rose' } });
    state.conversations[0]!.messages.push(message(14, 'Are you there?', false, 97));
    await mountChats();
    const entries = await screen.findAllByTestId('chat-entry');
    const withText = entries.find((entry) => within(entry).queryByText('Are you there?'))!;
    expect(await within(withText).findByTestId('unread-badge')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You: Gift: Rose')).toBeInTheDocument());
    expect(within(withText).getByTestId('unread-badge')).toBeInTheDocument();
  });

  it('a GIF reads "GIF", not "Photo"', async () => {
    state.conversations[0]!.messages.push(photoMessage(12, false, 95, true));
    await mountChats();
    const entry = (await screen.findAllByTestId('chat-entry'))[0]!;
    expect(within(entry).getByTestId('chat-snippet')).toHaveTextContent(/^GIF$/);
  });

  it('own last messages read "You: …", on one line', async () => {
    state.conversations[0]!.messages.push(message(11, 'Line one\nline two', true, 90));
    await mountChats();
    const entry = (await screen.findAllByTestId('chat-entry'))[0]!;
    expect(within(entry).getByTestId('chat-snippet')).toHaveTextContent('You: Line one line two');
  });

  it('without conversations, an empty state leads to search', async () => {
    state.conversations = [];
    const { navigate, user } = await mountChats();
    const empty = await screen.findByTestId('chats-empty');
    expect(empty).toHaveTextContent('No conversations yet');
    await user.click(within(empty).getByRole('button', { name: 'Find members' }));
    expect(navigate).toHaveBeenCalledWith('/members');
  });

  it('delete: gone from the list at once, the unread total drops, then DELETE /api/chat.php', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { shell, user } = await mountChats();
    await screen.findAllByTestId('chat-entry');
    await user.click(screen.getByRole('button', { name: 'Delete conversation with Sanne' }));
    expect(screen.getAllByTestId('chat-entry')).toHaveLength(1);
    expect(screen.queryByText('Sanne')).toBeNull();
    expect(shell.bus.get('unreadMessages')).toBe(0);
    await waitFor(() => expect(state.deletes).toEqual([501]));
    expect(state.conversations.map((conversation) => conversation.id)).toEqual([502]);
  });

  it('a refused delete: a browser alert with the error, and the list loads again (the conversation is back)', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    state.failNextDelete = true;
    const { user } = await mountChats();
    await screen.findAllByTestId('chat-entry');
    await user.click(screen.getByRole('button', { name: `Delete conversation with ${lotte.name}` }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('This could not be found. It may have been removed.'));
    await waitFor(() => expect(screen.getAllByTestId('chat-entry')).toHaveLength(2));
  });

  it('nothing is deleted when the member does not confirm', async () => {
    jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await mountChats();
    await screen.findAllByTestId('chat-entry');
    await user.click(screen.getByRole('button', { name: 'Delete conversation with Sanne' }));
    expect(screen.getAllByTestId('chat-entry')).toHaveLength(2);
    expect(state.deletes).toEqual([]);
  });
});
