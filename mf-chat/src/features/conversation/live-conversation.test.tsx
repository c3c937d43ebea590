import { act, screen, waitFor, within } from '@testing-library/react';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { listChatsEndpoint, type ChatsResponse } from '@dating/shared/contracts/chats';
import { TYPING_TTL_MS } from '@dating/shared/contracts/realtime';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { queryClient } from '../../query-client';
import { message, setupChatScreens } from '../../test-support/chat-api-mock';

const { state, mountScreen, unmountScreens } = setupChatScreens();

let visibility: jest.SpyInstance | null = null;
afterEach(() => {
  visibility?.mockRestore();
  visibility = null;
});
const setVisibility = (value: DocumentVisibilityState) => {
  visibility ??= jest.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue(value);
  document.dispatchEvent(new Event('visibilitychange'));
};

async function openConversation(user = freeUserFixture) {
  const mounted = await mountScreen(parcels.conversation, { route: 'chats-id', params: { id: '501' }, user });
  await screen.findByRole('log');
  return mounted;
}

const log = () => screen.getByRole('log');
const field = () => screen.getByRole('textbox', { name: 'Message to Sanne' });
const liveMessage = (incoming: ReturnType<typeof message>): HappeningPayload<'chatEvent'> => ({
  kind: 'message',
  conversation: 501,
  profile: 101,
  message: incoming,
});

describe('a conversation, live', () => {
  it('a live message appears once, also when it comes again, and is read while the tab is visible', async () => {
    const { shell } = await openConversation();
    await waitFor(() => expect(state.reads).toEqual([{ conversation: 501, up_to: 3 }]));
    const incoming = message(41, 'Live hello', false, 201);
    act(() => shell.bus.emit('chatEvent', liveMessage(incoming)));
    act(() => shell.bus.emit('chatEvent', liveMessage(incoming)));
    expect(await within(log()).findByText('Live hello')).toBeInTheDocument();
    expect(within(log()).getAllByText('Live hello')).toHaveLength(1);
    await waitFor(() => expect(state.reads.at(-1)).toEqual({ conversation: 501, up_to: 41 }));
    expect(state.reads).toHaveLength(2);
  });

  it('in a background tab nothing is read: the conversation is read when the tab becomes visible', async () => {
    setVisibility('hidden');
    const { shell } = await openConversation();
    act(() => shell.bus.emit('chatEvent', liveMessage(message(41, 'While away', false, 201))));
    expect(await within(log()).findByText('While away')).toBeInTheDocument();
    // Longer than the read's debounce: a read from a hidden tab would have gone out by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(state.reads).toEqual([]);
    act(() => setVisibility('visible'));
    await waitFor(() => expect(state.reads).toEqual([{ conversation: 501, up_to: 41 }]));
  });

  it('the sending tab shows its message once when the live copy comes before the answer', async () => {
    const { shell, user } = await openConversation();
    let open = () => undefined as void;
    state.sendGate = new Promise<void>((resolve) => (open = resolve));
    await fill(user, field(), 'Mine, live first');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(state.sends).toHaveLength(1));
    const copy = { ...message(state.nextMessageId, 'Mine, live first', true, 300), client_id: state.sends[0]!.client_id };
    act(() => shell.bus.emit('chatEvent', liveMessage(copy)));
    await waitFor(() => expect(within(log()).getAllByText('Mine, live first')).toHaveLength(1));
    act(() => open());
    await waitFor(() => expect(within(log()).getAllByTestId('message').at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(within(log()).getAllByText('Mine, live first')).toHaveLength(1);
  });

  it('shows "… is typing" while the other member types: renewed, gone on stop, on their message, or after its time', async () => {
    const { shell } = await openConversation();
    const indicator = screen.getByTestId('typing-indicator');
    expect(indicator).toHaveAttribute('aria-live', 'polite');
    const typing = (on: boolean) => act(() => shell.bus.emit('chatEvent', { kind: 'typing', conversation: 501, profile: 101, typing: on }));
    typing(true);
    expect(indicator).toHaveTextContent('Sanne is typing');
    typing(false);
    expect(indicator).toHaveTextContent('');
    typing(true);
    act(() => shell.bus.emit('chatEvent', liveMessage(message(41, 'Here I am', false, 201))));
    expect(indicator).toHaveTextContent('');

    jest.useFakeTimers();
    try {
      typing(true);
      act(() => jest.advanceTimersByTime(TYPING_TTL_MS - 1_000));
      typing(true);
      act(() => jest.advanceTimersByTime(TYPING_TTL_MS - 1));
      expect(indicator).toHaveTextContent('Sanne is typing');
      act(() => jest.advanceTimersByTime(1));
      expect(indicator).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('the footer says typing started once while the member types, and stopped when sent', async () => {
    const { shell, user } = await openConversation();
    const sent: HappeningPayload<'typingChanged'>[] = [];
    shell.bus.on$('typingChanged').subscribe((payload) => sent.push(payload));
    await user.click(field());
    await user.keyboard('Hel');
    expect(sent).toEqual([{ conversation: 501, typing: true }]);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([
      { conversation: 501, typing: true },
      { conversation: 501, typing: false },
    ]);
    await user.keyboard('x');
    await user.clear(field());
    expect(sent.at(-1)).toEqual({ conversation: 501, typing: false });
  });

  it('"Sent" under the newest own message becomes "Read" when the other side reads it; none with read receipts off', async () => {
    state.conversations[0]!.messages.push(message(40, 'Still there?', true, 100));
    const { shell } = await openConversation();
    const status = () => screen.getByTestId('read-status');
    expect(status()).toHaveTextContent('Sent');
    expect(screen.getAllByTestId('read-status')).toHaveLength(1);
    act(() => shell.bus.emit('chatEvent', { kind: 'read', conversation: 501, up_to: 40 }));
    await waitFor(() => expect(status()).toHaveTextContent('Read'));
    await unmountScreens();

    queryClient.clear();
    await openConversation({ ...freeUserFixture, read_receipts: false });
    expect(screen.queryByTestId('read-status')).toBeNull();
  });

  it('another tab read or deleted a conversation: the list follows', async () => {
    state.conversations[1]!.unread = 2;
    const { shell } = await openConversation();
    const list = () => queryClient.getQueryData<ChatsResponse>(endpointKey(listChatsEndpoint));
    await waitFor(() => expect(list()?.chats.find((chat) => chat.conversation === 502)?.num_unread_messages).toBe(2));
    act(() => shell.bus.emit('chatEvent', { kind: 'self_read', conversation: 502, up_to: 9 }));
    expect(list()?.chats.find((chat) => chat.conversation === 502)?.num_unread_messages).toBe(0);
    act(() => shell.bus.emit('chatEvent', { kind: 'conversation_deleted', conversation: 502 }));
    expect(list()?.chats.map((chat) => chat.conversation)).toEqual([501]);
  });
});
