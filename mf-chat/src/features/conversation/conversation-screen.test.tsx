import { act, screen, waitFor, within } from '@testing-library/react';
import { listChatsEndpoint, type ChatsResponse } from '@dating/shared/contracts/chats';
import { endpointKey } from '@dating/shared/data/endpoint-query';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { receiveMessage } from '../../api/receive-message';
import parcels from '../../parcels';
import { queryClient } from '../../query-client';
import { message, setupChatScreens } from '../../test-support/chat-api-mock';

const { state, mountScreen, unmountScreens } = setupChatScreens();

async function openConversation(id = '501', unreadTotal = 2) {
  const mounted = await mountScreen(parcels.conversation, {
    route: 'chats-id',
    params: { id },
    user: freeUserFixture,
    beforeMount: (shell) => shell.bus.set('unreadMessages', unreadTotal),
  });
  await screen.findByRole('log');
  return mounted;
}

const log = () => screen.getByRole('log');
const field = () => screen.getByRole('textbox', { name: 'Message to Sanne' });
const bubbles = () => within(log()).getAllByTestId('message');

describe('a conversation', () => {
  it('shows the other member in the top bar and the messages by side, grouped by day, text kept as typed', async () => {
    state.conversations[0]!.messages.unshift(message(7, 'Earlier', false, -2000));
    state.conversations[0]!.messages[1] = { ...state.conversations[0]!.messages[1]!, text: '<b>not bold</b>' };
    await openConversation();
    expect(screen.getByTestId('partner-name')).toHaveTextContent('Sanne, 29');
    expect(screen.getByRole('link', { name: /Sanne, 29/ })).toHaveAttribute('href', '/members/101');
    expect(within(log()).getAllByTestId('day-divider')).toHaveLength(2);
    const sides = bubbles().map((bubble) => bubble.getAttribute('data-side'));
    expect(sides).toEqual(['theirs', 'mine', 'theirs', 'theirs']);
    expect(within(log()).getByText('<b>not bold</b>')).toBeInTheDocument();
    expect(log().querySelector('b')).toBeNull();
    expect(within(log()).getByText(/Fancy a coffee/).textContent).toBe('Fancy a coffee\non Sunday?');
    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByTestId('fictional-warning')).toBeNull();
    // The menu's toggle is its ⋯ icon alone: no caret after it.
    const menu = screen.getByRole('button', { name: 'More actions' });
    expect(menu).toHaveAttribute('aria-haspopup', 'menu');
    expect(menu).not.toHaveTextContent('▾');
  });

  it('a fictional profile: the marker and the site warning, and no promise of a reply', async () => {
    await mountScreen(parcels.conversation, { route: 'chats-id', params: { id: '502' }, user: freeUserFixture });
    expect(await screen.findByTestId('fictional-warning')).toHaveTextContent('Profiles marked ✦ are fictional');
    expect(screen.getByTestId('fictional-marker')).toHaveAccessibleName('fictional profile');
    expect(document.body.textContent).not.toMatch(/will reply|replies soon|answer you/i);
  });

  it('system messages are centred, unknown types read as unsupported', async () => {
    state.conversations[0]!.messages.push(
      message(20, 'Sanne liked your profile', false, 10, 'system'),
      message(21, '', false, 11, 'sticker'),
    );
    await openConversation();
    expect(within(log()).getByTestId('system-message')).toHaveTextContent('Sanne liked your profile');
    expect(within(log()).getByText('This message cannot be shown in this version of the app.')).toBeInTheDocument();
  });

  it('opening it: its unread count is 0 at once in the list and on the bus, then ONE mark-read up to the newest message; the answer sets the total', async () => {
    state.conversations[1]!.unread = 1;
    const { shell } = await openConversation('501', 3);
    await waitFor(() => expect(state.reads).toEqual([{ conversation: 501, up_to: 3 }]));
    await waitFor(() => expect(shell.bus.get('unreadMessages')).toBe(1));
    const list = queryClient.getQueryData<ChatsResponse>(endpointKey(listChatsEndpoint));
    expect(list?.chats.find((chat) => chat.conversation === 501)?.num_unread_messages).toBe(0);
    expect(state.reads).toHaveLength(1);
  });

  it('a new message of the other side enters through receiveMessage: shown in the open view, its list entry on top, read again', async () => {
    await openConversation();
    await waitFor(() => expect(state.reads).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryData<ChatsResponse>(endpointKey(listChatsEndpoint))).toBeDefined());
    // As live delivery will: the api has stored them, and the browser hears of them.
    const arrive = (conversation: number, incoming: ReturnType<typeof message>) => {
      const stored = state.conversations.find((known) => known.id === conversation)!;
      stored.messages.push(incoming);
      stored.unread += 1;
      act(() => receiveMessage(conversation, incoming));
    };
    arrive(502, message(40, 'Elsewhere', false, 200));
    arrive(501, message(41, 'Live hello', false, 201));
    expect(await within(log()).findByText('Live hello')).toBeInTheDocument();
    expect(within(log()).queryByText('Elsewhere')).toBeNull();
    const list = queryClient.getQueryData<ChatsResponse>(endpointKey(listChatsEndpoint))!;
    expect(list.chats.map((chat) => [chat.conversation, chat.last_message?.text])).toEqual([
      [501, 'Live hello'],
      [502, 'Elsewhere'],
    ]);
    expect(list.chats[1]!.num_unread_messages).toBe(1);
    await waitFor(() =>
      expect(state.reads).toEqual([
        { conversation: 501, up_to: 3 },
        { conversation: 501, up_to: 41 },
      ]),
    );
    // The same message twice (a live copy of one already shown) is shown once.
    act(() => receiveMessage(501, message(41, 'Live hello', false, 201)));
    expect(within(log()).getAllByText('Live hello')).toHaveLength(1);
  });

  it('catches up when the shell learns of a new unread message (its periodic check): the list and the open conversation load again', async () => {
    const { shell } = await openConversation();
    await waitFor(() => expect(state.reads).toHaveLength(1));
    const stored = state.conversations[0]!;
    stored.messages.push(message(42, 'Are you still there?', false, 300));
    stored.unread = 1;
    act(() => shell.bus.set('unreadMessages', 1));
    expect(await within(log()).findByText('Are you still there?')).toBeInTheDocument();
    await waitFor(() => expect(state.reads.at(-1)).toEqual({ conversation: 501, up_to: 42 }));
    await waitFor(() => expect(shell.bus.get('unreadMessages')).toBe(0));
  });

  it('older messages load as the member asks for them, and a line says when the history limit hides more', async () => {
    state.pageSize = 2;
    state.historyLimited = true;
    const { user } = await openConversation();
    expect(bubbles()).toHaveLength(2);
    expect(screen.queryByTestId('history-limited')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[0]).toHaveTextContent('Hi there!');
    expect(screen.getByTestId('history-limited')).toHaveTextContent('Older messages are no longer shown.');
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });
});

describe('the footer', () => {
  it('shows the free messages left, counts characters, sends on Enter and keeps Shift+Enter as a new line', async () => {
    const { user, shell } = await openConversation();
    expect(screen.getByTestId('cost-line')).toHaveTextContent('3 free messages left');
    expect(screen.getByTestId('typing-indicator')).toBeEmptyDOMElement();
    await user.type(field(), 'Hello{Shift>}{Enter}{/Shift}you');
    expect(field()).toHaveValue('Hello\nyou');
    expect(screen.getByTestId('counter')).toHaveTextContent('9 / 1000');
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('');
    await waitFor(() => expect(state.sends).toHaveLength(1));
    expect(state.sends[0]).toMatchObject({ profile: 101, text: 'Hello\nyou' });
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(screen.getByTestId('cost-line')).toHaveTextContent('2 free messages left');
    expect(shell.bus.get('credits')).toEqual({ credits: 12, premium: false });
  });

  it('without free messages: the credits a message costs, from what a credit costs (as /pricing says), and the balance', async () => {
    state.allowance = { ...state.allowance, free_messages_left: 0 };
    await openConversation();
    await waitFor(() =>
      expect(screen.getByTestId('cost-line')).toHaveTextContent('1 credit per message · from €0.22 per credit · you have 12 credits'),
    );
  });

  it('refuses to send an empty or too long message', async () => {
    const { user } = await mountScreen(parcels.conversation, {
      route: 'chats-id',
      params: { id: '501' },
      user: freeUserFixture,
      settings: { ...(await import('@dating/shared/msw/fixtures')).settingsFixture, message_length: 5 },
    });
    await screen.findByRole('log');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(field(), 'Hello!');
    expect(send).toBeDisabled();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('at most 5 characters');
    await user.keyboard('{Enter}');
    expect(state.sends).toEqual([]);
  });

  it('a member who left: a notice instead of the footer', async () => {
    state.conversations[0]!.send_state = 'partner_left';
    await openConversation();
    expect(screen.getByTestId('send-notice')).toHaveTextContent('Sanne is no longer available');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an unconfirmed member: a notice that a reply waits for their e-mail confirmation', async () => {
    state.conversations[0]!.send_state = 'reply_not_allowed';
    await openConversation();
    expect(screen.getByTestId('send-notice')).toHaveTextContent('You can reply as soon as Sanne has confirmed their e-mail address.');
  });
});

describe('sending', () => {
  it('shows the message as sending at once, then sent', async () => {
    let release!: () => void;
    state.sendGate = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openConversation();
    await user.type(field(), 'On my way{Enter}');
    const mine = bubbles().at(-1)!;
    expect(mine).toHaveTextContent('On my way');
    expect(mine).toHaveAttribute('data-state', 'sending');
    expect(mine).toHaveTextContent('Sending…');
    release();
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
  });

  it('a failed send shows "Not sent" (never sent) with a retry that sends the same client id', async () => {
    state.refuseNextSends.push({ status: 500, code: 'internal' });
    const { user } = await openConversation();
    await user.type(field(), 'Are you there?{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'failed'));
    expect(bubbles().at(-1)).toHaveTextContent('Not sent');
    expect(screen.getByTestId('send-refusal')).toHaveTextContent('An error occured, please try again later.');
    await user.click(within(bubbles().at(-1)!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(state.sends).toHaveLength(2);
    expect(state.sends[1]!.client_id).toBe(state.sends[0]!.client_id);
    expect(state.sends[0]!.client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bubbles().filter((bubble) => bubble.textContent?.includes('Are you there?'))).toHaveLength(1);
  });

  it('not enough credits: the message stays, a buy button leads to /credits and back, and one tap sends it after buying', async () => {
    state.refuseNextSends.push({ status: 402, code: 'not_enough_credits' });
    const first = await openConversation();
    await first.user.type(field(), 'Hi{Enter}');
    expect(await screen.findByTestId('send-refusal')).toHaveTextContent("You don't have enough credits to send this message.");
    expect(bubbles().at(-1)).toHaveAttribute('data-state', 'failed');
    expect(bubbles().at(-1)).toHaveTextContent('HiNot sent');
    await first.user.click(screen.getByRole('button', { name: 'Buy credits' }));
    expect(first.navigate).toHaveBeenCalledWith('/credits?return_to=%2Fchats%2F501');

    // Gone to the checkout and back (the page reloaded): the refused message is still there, same client id.
    await unmountScreens();
    const back = await openConversation();
    const kept = await waitFor(() => {
      const bubble = bubbles().at(-1);
      expect(bubble).toHaveAttribute('data-state', 'failed');
      return bubble!;
    });
    expect(kept).toHaveTextContent('Hi');
    await back.user.click(within(kept).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(state.sends.map((send) => send.client_id)).toEqual([state.sends[0]!.client_id, state.sends[0]!.client_id]);
    expect(within(log()).getAllByText('Hi', { exact: true })).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('a third conversation of a free member: the premium-only alert links to premium, and the purchase back here', async () => {
    state.refuseNextSends.push({ status: 403, code: 'premium_only' });
    const { user, navigate } = await openConversation();
    await user.type(field(), 'Hi{Enter}');
    expect(await screen.findByTestId('send-refusal')).toHaveTextContent('Free members can start up to 2 conversations.');
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(navigate).toHaveBeenCalledWith('/premium?return_to=%2Fchats%2F501');
  });
});

describe('chat with a member', () => {
  it('a free member who started their two conversations is told before writing to someone new', async () => {
    state.conversations = state.conversations.filter((conversation) => conversation.profile.id !== 101);
    state.allowance = { ...state.allowance, conversations_left: 0 };
    const { user, navigate } = await mountScreen(parcels['member-chat'], {
      route: 'members-id-chat',
      params: { id: '101' },
      user: freeUserFixture,
    });
    expect(await screen.findByTestId('send-refusal')).toHaveTextContent(
      'Free members can start up to 2 conversations. Go premium to write to Sanne.',
    );
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(navigate).toHaveBeenCalledWith('/premium?return_to=%2Fmembers%2F101%2Fchat');
  });

  it('an existing conversation is never refused upfront, whatever is left to start', async () => {
    state.allowance = { ...state.allowance, conversations_left: 0 };
    await openConversation();
    expect(screen.queryByTestId('send-refusal')).toBeNull();
  });

  it('without a conversation yet: an empty one, created by the first message, which the list then shows', async () => {
    state.conversations = state.conversations.filter((conversation) => conversation.profile.id !== 101);
    const { user } = await mountScreen(parcels['member-chat'], { route: 'members-id-chat', params: { id: '101' }, user: freeUserFixture });
    expect(await screen.findByTestId('conversation-start')).toHaveTextContent('Say hello to Sanne');
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeInTheDocument();
    await user.type(field(), 'Hi Sanne!{Enter}');
    await waitFor(() => expect(bubbles().at(-1)).toHaveAttribute('data-state', 'sent'));
    expect(state.conversations.find((conversation) => conversation.profile.id === 101)?.messages).toHaveLength(1);
    await waitFor(() =>
      expect(queryClient.getQueryData<ChatsResponse>(endpointKey(listChatsEndpoint))?.chats.map((chat) => chat.profile.id)).toContain(101),
    );
  });
});
