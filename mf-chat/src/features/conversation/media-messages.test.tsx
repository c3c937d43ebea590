import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import parcels from '../../parcels';
import { giftMessage, photoMessage, setupChatScreens } from '../../test-support/chat-api-mock';

const { state, mountScreen } = setupChatScreens();

beforeAll(() => {
  // jsdom has no object URLs: a picked photo is shown from one.
  URL.createObjectURL = jest.fn(() => 'blob:picked-photo');
  URL.revokeObjectURL = jest.fn();
});

async function openConversation() {
  const mounted = await mountScreen(parcels.conversation, { route: 'chats-id', params: { id: '501' }, user: freeUserFixture });
  await screen.findByRole('log');
  return mounted;
}

const log = () => screen.getByRole('log');
const field = () => screen.getByRole('textbox', { name: 'Message to Sanne' });
const dialog = () => screen.getByRole('dialog');

describe('photo, GIF and gift messages', () => {
  it('draws each type: a photo in its proportions, lazily, that opens the viewer; a GIF with its pause control; a gift with its picture and name', async () => {
    state.conversations[0]!.messages.push(
      photoMessage(10, false, 10),
      photoMessage(11, true, 11, true),
      giftMessage(12, 'rose', false, 12),
    );
    await openConversation();
    const photo = within(log()).getByRole('button', { name: 'Photo from Sanne' });
    const picture = within(photo).getByRole('img');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('src', '/api/chat-photo.php?id=p10&size=thumb');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['280', '210']);
    const gif = within(log()).getByTestId('gif-message');
    expect(within(gif).getByRole('img', { name: 'GIF' })).toHaveAttribute('src', '/api/chat-photo.php?id=p11&size=full');
    expect(within(gif).getByRole('button', { name: 'Pause GIF' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(log()).findByTestId('gift-name')).toHaveTextContent('Rose');
    expect(within(log()).getByTestId('gift-message')).toHaveTextContent('Sanne sent you a gift');
    // The list beside it: the gift by its name.
    expect(await screen.findByText('Gift: Rose')).toHaveAttribute('data-testid', 'chat-snippet');
  });

  it('a photo under review: "Waiting for review" in words, then delivered or removed live, without a reload', async () => {
    const held = { ...photoMessage(10, true, 10), review: 'waiting' as const };
    const later = { ...photoMessage(11, true, 11), review: 'waiting' as const };
    state.conversations[0]!.messages.push(held, later);
    state.allowance = { ...state.allowance, free_messages_left: 0, credits: 10 };
    const { shell } = await openConversation();
    const waiting = await within(log()).findAllByTestId('review-waiting');
    expect(waiting).toHaveLength(2);
    expect(waiting[0]).toHaveTextContent('Waiting for review');
    expect(waiting[0]).toHaveTextContent('Sanne will get it once it is approved.');
    // "Sent"/"Read" stays under the newest message that reached Sanne, not under a held one.
    expect(within(waiting[1]!.closest('li')!).queryByTestId('read-status')).toBeNull();

    // Approved: the same photo (its client id) under its new id at the end, no longer waiting, never twice.
    const delivered = { ...photoMessage(60, true, 30), client_id: held.client_id };
    act(() => shell.bus.emit('chatEvent', { kind: 'message', conversation: 501, profile: 101, message: delivered }));
    await waitFor(() => expect(within(log()).getAllByTestId('review-waiting')).toHaveLength(1));
    expect(within(log()).getAllByRole('button', { name: 'Your photo' })).toHaveLength(2);
    expect(within(log()).getAllByTestId('message').at(-1)).toHaveAttribute('data-state', 'sent');

    // Rejected: its bubble says so where it stands, the picture gone, and the credits given back show.
    expect(screen.getByTestId('cost-line')).toHaveTextContent('you have 10 credits');
    const removed = { ...later, photo: null, review: 'removed' as const };
    // What the api holds now (the footer's balance is fetched again).
    state.allowance = { ...state.allowance, credits: 12 };
    const stored = state.conversations[0]!.messages;
    state.conversations[0]!.messages = [...stored.filter((known) => known !== held && known !== later), removed, delivered];
    act(() => shell.bus.emit('chatEvent', { kind: 'message', conversation: 501, profile: 101, message: removed }));
    expect(await within(log()).findByText('Photo removed: it was not approved.')).toBeInTheDocument();
    expect(within(log()).queryByTestId('review-waiting')).toBeNull();
    expect(within(log()).getAllByRole('button', { name: 'Your photo' })).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('cost-line')).toHaveTextContent('you have 12 credits'));
  });

  it('a member who prefers reduced motion sees a GIF still, with a control that plays it', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      state.conversations[0]!.messages.push(photoMessage(11, false, 11, true));
      const { user } = await openConversation();
      const gif = within(log()).getByTestId('gif-message');
      expect(gif.querySelector('img')).toBeNull();
      await user.click(within(gif).getByRole('button', { name: 'Play GIF' }));
      expect(within(gif).getByRole('img', { name: 'GIF' })).toBeInTheDocument();
      expect(within(gif).getByRole('button', { name: 'Pause GIF' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('the viewer: opened by keyboard, → and ← go through the photos, Escape closes and gives focus back', async () => {
    state.conversations[0]!.messages.push(photoMessage(10, false, 10), photoMessage(11, true, 11));
    const { user } = await openConversation();
    const first = within(log()).getByRole('button', { name: 'Photo from Sanne' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    expect(within(dialog()).getByTestId('viewer-photo')).toHaveAttribute('src', '/api/chat-photo.php?id=p10&size=full');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(within(dialog()).getByTestId('viewer-photo')).toHaveAccessibleName('Your photo');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(first).toHaveFocus();
  });
});

describe('sending a photo', () => {
  it('a picked photo waits for a yes with its cost, then uploads and is sent with one client id', async () => {
    const { user } = await openConversation();
    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }) as unknown as File;
    await user.upload(screen.getByTestId('photo-input'), photo);
    const staging = screen.getByTestId('photo-staging');
    expect(staging).toHaveTextContent('Send this photo to Sanne?');
    expect(within(staging).getByTestId('photo-cost')).toHaveTextContent('2 credits per photo · you have 12 credits');
    expect(state.uploads).toEqual([]);
    await user.click(within(staging).getByRole('button', { name: 'Send photo' }));
    await waitFor(() => expect(state.sends).toHaveLength(1));
    expect(state.sends[0]).toMatchObject({ profile: 101, kind: 'photo', photo: 'up1' });
    expect(await within(log()).findByRole('button', { name: 'Your photo' })).toBeInTheDocument();
    expect(screen.queryByTestId('photo-staging')).toBeNull();
    expect(field()).toHaveFocus();
  });

  it('a refused photo send is retried with the same client id and the same upload', async () => {
    state.refuseNextSends.push({ status: 500, code: 'internal' });
    const { user } = await openConversation();
    const photo = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }) as unknown as File;
    await user.upload(screen.getByTestId('photo-input'), photo);
    await user.click(screen.getByRole('button', { name: 'Send photo' }));
    const mine = () => within(log()).getAllByTestId('message').at(-1)!;
    await waitFor(() => expect(mine()).toHaveAttribute('data-state', 'failed'));
    expect(screen.getByTestId('send-refusal')).toHaveTextContent('An error occured, please try again later.');
    await user.click(within(mine()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mine()).toHaveAttribute('data-state', 'sent'));
    expect(state.uploads).toEqual(['up1']);
    expect(state.sends.map((send) => [send.kind, send.photo, send.client_id])).toEqual([
      ['photo', 'up1', state.sends[0]!.client_id],
      ['photo', 'up1', state.sends[0]!.client_id],
    ]);
  });

  it('a file that is not a photo is refused before any upload', async () => {
    await openConversation();
    const text = new NodeFile(['hello'], 'notes.txt', { type: 'text/plain' }) as unknown as File;
    // A picker that ignores `accept` (some do): the pre-check still refuses it.
    fireEvent.change(screen.getByTestId('photo-input'), { target: { files: [text] } });
    expect(screen.getByTestId('photo-problem')).toHaveTextContent('This file is not a photo.');
    expect(state.uploads).toEqual([]);
  });
});

describe('the gift picker', () => {
  it('shows every gift with its price and the balance, sends the chosen one once, and the balance follows', async () => {
    state.allowance = { ...state.allowance, credits: 12 };
    const { user } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Send a gift' }));
    expect(await screen.findByRole('dialog', { name: 'Send Sanne a gift' })).toBeInTheDocument();
    expect(within(dialog()).getByTestId('gift-balance')).toHaveTextContent('You have 12 credits');
    const options = await within(dialog()).findAllByTestId('gift-option');
    expect(options).toHaveLength(20);
    // 12 credits: the 15-, 20- and 25-credit gifts cannot be chosen, and the picker says why.
    expect(within(dialog()).getByRole('button', { name: /^Diamond\s+25 credits$/ })).toBeDisabled();
    expect(within(dialog()).getByTestId('gift-short')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: /^Rose\s+5 credits$/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(state.sends).toHaveLength(1));
    expect(state.sends[0]).toMatchObject({ kind: 'gift', gift: 'rose' });
    expect(await within(log()).findByTestId('gift-message')).toHaveTextContent('Rose');
    await waitFor(() => expect(within(log()).getByTestId('gift-message').closest('li')).toHaveAttribute('data-state', 'sent'));
    await user.click(screen.getByRole('button', { name: 'Send a gift' }));
    expect(await screen.findByTestId('gift-balance')).toHaveTextContent('You have 7 credits');
    await user.keyboard('{Escape}');
    expect(state.sends).toHaveLength(1);
  });
});

describe('the GIF search', () => {
  it('shows the featured GIFs, loads the next page, searches after typing stops, and sends the chosen GIF', async () => {
    const { user } = await openConversation();
    await user.click(screen.getByRole('button', { name: 'Send a GIF' }));
    expect(await screen.findByRole('dialog', { name: 'Send a GIF' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search GIFs' })).toHaveFocus();
    expect(await within(dialog()).findAllByTestId('gif-option')).toHaveLength(24);
    await user.click(within(dialog()).getByRole('button', { name: 'Show more GIFs' }));
    await waitFor(() => expect(within(dialog()).getAllByTestId('gif-option')).toHaveLength(30));
    expect(within(dialog()).queryByRole('button', { name: 'Show more GIFs' })).toBeNull();
    expect(state.gifSearches).toEqual([
      { q: '', page: null },
      { q: '', page: '24' },
    ]);
    await user.type(screen.getByRole('searchbox'), 'liebe');
    await waitFor(() => expect(within(dialog()).getAllByTestId('gif-option')).toHaveLength(5));
    // One search for the word, not one per key.
    expect(state.gifSearches.slice(2)).toEqual([{ q: 'liebe', page: null }]);
    expect(within(dialog()).getByRole('heading', { name: 'GIFs for “liebe”' })).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Send GIF: love 1' }));
    await waitFor(() => expect(state.sends).toHaveLength(1));
    expect(state.sends[0]).toMatchObject({ kind: 'gif', gif: 'local-love-1' });
    await waitFor(() => expect(within(log()).getByTestId('gif-message')).toBeInTheDocument());
    // A ceiling, not a measurement: about 1 s on a quiet machine, but two pages of GIF tiles and typing into a
    // debounced search passed the run's 15 s on two cores shared with the e2e server and a second suite.
  }, 45_000);
});

describe('icebreakers', () => {
  it('in a conversation not started yet: a chosen line fills the message field, focused, and nothing is sent', async () => {
    state.conversations = state.conversations.filter((conversation) => conversation.profile.id !== 101);
    const { user } = await mountScreen(parcels['member-chat'], { route: 'members-id-chat', params: { id: '101' }, user: freeUserFixture });
    await user.click(await screen.findByRole('button', { name: 'Not sure how to start? Try an icebreaker' }));
    expect(await screen.findByRole('dialog', { name: 'Icebreakers' })).toBeInTheDocument();
    const lines = await within(dialog()).findAllByTestId('icebreaker');
    expect(lines).toHaveLength(8);
    const line = lines[2]!.textContent!;
    await user.click(lines[2]!);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field()).toHaveValue(line);
    expect(field()).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(state.sends).toEqual([]);
  });

  it('is offered only while the conversation is empty', async () => {
    await openConversation();
    expect(screen.queryByRole('button', { name: 'Icebreakers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a photo' })).toBeInTheDocument();
  });
});
