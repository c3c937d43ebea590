import { act, screen, waitFor, within } from '@testing-library/react';
import { createStaffHandlers, type MockStaffMember } from '@dating/shared/msw/staff';
import { createStaffInboxHandlers, FIXTURE_OTHER_OPERATOR } from '@dating/shared/msw/staff-inbox';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as inboxParcel from './inbox.parcel';

const server = setupScreenServer();
const operator: MockStaffMember = { id: 2, email: 'operator@demo.test', role: 'operator' };

/** The staff socket's server end: every socket the page opened, to feed frames and read what it sent. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 1;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  frame(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}
const realWebSocket = globalThis.WebSocket;
beforeEach(() => {
  FakeSocket.all = [];
  globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
});
afterEach(() => {
  globalThis.WebSocket = realWebSocket;
});

async function renderInbox(query: Record<string, string> = {}, viewer: MockStaffMember = operator) {
  const staff = createStaffHandlers({ signedIn: viewer });
  const inbox = createStaffInboxHandlers({ viewer: () => viewer });
  server.use(...staff.handlers, ...inbox.handlers);
  const mounted = await mountScreen(inboxParcel, {
    route: 'staff-inbox',
    query,
    beforeMount: (shell) => shell.bus.set('staffSession', { status: 'signed_in', staff: viewer }),
  });
  return { ...mounted, mock: inbox.state };
}

const queueItems = () => within(screen.getByRole('region', { name: /^Waiting/ })).getAllByRole('button', { name: /waiting/ });
const item = (name: string) =>
  within(screen.getByRole('region', { name: /^Waiting/ })).getByRole('button', { name: new RegExp(`^${name},`) });
/** Who waits, in the queue's order: each item's name begins with the member's. */
const waitingNames = () =>
  queueItems().map((button) => /^\s*(\S+),/.exec(button.querySelector('[data-member-name]')?.textContent ?? '')?.[1]);

async function openJan() {
  const rendered = await renderInbox();
  await screen.findByRole('heading', { name: 'Waiting (5)' });
  await rendered.user.click(item('Jan'));
  await screen.findByRole('region', { name: 'Conversation of Jan with Anna' });
  return rendered;
}

describe('the operator inbox', () => {
  it('lists who waits, oldest first, with what the operator needs to know, and filters by language and persona', async () => {
    const { user } = await renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Waiting (5)' })).toBeInTheDocument();
    expect(waitingNames()).toEqual(['Jan', 'Pierre', 'Marco', 'Erik', 'Tom']);
    expect(item('Jan')).toHaveTextContent('Jan, 41');
    expect(item('Jan')).toHaveTextContent('German · DE · to Anna');
    expect(item('Jan')).toHaveTextContent('waiting 14 min');
    expect(item('Jan')).toHaveTextContent('Unanswered: 2');
    expect(item('Jan')).toHaveTextContent('Bist du heute Abend noch wach?');
    expect(item('Pierre')).toHaveTextContent('Premium');
    expect(item('Pierre')).toHaveTextContent('Photo');
    expect(item('Marco')).toHaveTextContent('Out of credits');
    expect(item('Marco')).toHaveTextContent('Gift');
    expect(item('Erik')).toHaveTextContent('Taken');
    expect(item('Erik')).not.toHaveTextContent('operator2@demo.test');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'French');
    await waitFor(() => expect(waitingNames()).toEqual(['Pierre']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'All languages');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Sofia');
    await waitFor(() => expect(waitingNames()).toEqual(['Pierre', 'Marco']));
    expect(screen.getByRole('heading', { name: 'Waiting (2)' })).toBeInTheDocument();
  });

  it('claims a conversation before opening it, then shows the messages, the sheets and the composer; live over the staff socket', async () => {
    const { navigate, mock, user } = await openJan();
    expect(navigate).toHaveBeenCalledWith('/staff/inbox?conversation=501');
    expect(mock.claims.get(501)?.staffId).toBe(operator.id);
    const conversation = screen.getByRole('region', { name: 'Conversation of Jan with Anna' });
    expect(within(conversation).getByText('Bist du heute Abend noch wach? 😊')).toBeInTheDocument();
    expect(within(conversation).getByRole('textbox', { name: 'Reply as Anna, in German' })).toBeInTheDocument();
    const persona = screen.getByRole('region', { name: 'Persona' });
    expect(persona).toHaveTextContent('Anna, 29 · Berlin, DE');
    expect(persona).toHaveTextContent('Hair colourBlond');
    expect(within(persona).getByText('Has a dog called Bruno')).toBeInTheDocument();
    const member = screen.getByRole('region', { name: 'Member' });
    expect(member).toHaveTextContent('LanguageGerman');
    expect(member).toHaveTextContent('Local time');
    expect(within(member).getByText('Sails on weekends; asked twice about meeting')).toBeInTheDocument();
    expect(screen.queryByText(/@demo\.test.*member/)).not.toBeInTheDocument();

    // Older history on demand.
    const before = within(conversation).getAllByRole('listitem').length;
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(within(conversation).getAllByRole('listitem').length).toBeGreaterThan(before));

    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://localhost/api/staff/realtime');
    socket.frame({ type: 'typing', conversation: 501, typing: true });
    expect(screen.getByText('Jan is typing…')).toBeInTheDocument();
    socket.frame({ type: 'typing', conversation: 501, typing: false });
    expect(screen.queryByText('Jan is typing…')).not.toBeInTheDocument();
  });

  it('shows admins who holds what', async () => {
    await renderInbox({}, { id: 1, email: 'admin@demo.test', role: 'admin' });
    await screen.findByRole('heading', { name: 'Waiting (5)' });
    expect(item('Erik')).toHaveTextContent(`Held by ${FIXTURE_OTHER_OPERATOR.email}`);
  });

  it('says so and stays on the queue when another operator holds the conversation', async () => {
    const { user, navigate } = await renderInbox();
    await screen.findByRole('heading', { name: 'Waiting (5)' });
    await user.click(item('Erik'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another operator is answering this conversation.');
    expect(screen.queryByRole('region', { name: /^Conversation of/ })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a text with Enter and a photo of the persona’s gallery, each shown at once, then offers the next conversation', async () => {
    const { user, mock } = await openJan();
    const field = screen.getByRole('textbox', { name: 'Reply as Anna, in German' });
    await fill(user, field, 'Hallo Jan! Ja, ich bin noch wach.');
    await user.keyboard('{Enter}');
    const conversation = screen.getByRole('region', { name: 'Conversation of Jan with Anna' });
    expect(await within(conversation).findByText('Hallo Jan! Ja, ich bin noch wach.')).toBeInTheDocument();
    await waitFor(() => expect(mock.replies).toHaveLength(1));
    expect(mock.replies[0]).toEqual({
      conversation: 501,
      client_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      text: 'Hallo Jan! Ja, ich bin noch wach.',
    });
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Send a photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Send a photo of Anna' });
    await user.click(within(dialog).getByRole('button', { name: 'Photo 2 of Anna' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(mock.replies).toHaveLength(2));
    expect(mock.replies[1]).toEqual({ conversation: 501, client_id: expect.any(String), photo: 9012 });
    expect(mock.replies[1]!.client_id).not.toBe(mock.replies[0]!.client_id);
    expect(within(conversation).getByRole('img', { name: 'Photo sent as Anna' })).toBeInTheDocument();

    // Answered: the next waiting conversation no one else holds is one button away.
    await user.click(await screen.findByRole('button', { name: 'Next conversation' }));
    expect(await screen.findByRole('region', { name: 'Conversation of Pierre with Sofia' })).toBeInTheDocument();
    await waitFor(() => expect(mock.released).toEqual([501]));
  });

  it('adds a fact about the persona, removes one after asking, and adds a note about the member', async () => {
    const { user } = await openJan();
    const persona = screen.getByRole('region', { name: 'Persona' });
    await fill(user, within(persona).getByRole('textbox', { name: 'New fact' }), 'Grew up in Leipzig');
    await user.click(within(persona).getByRole('button', { name: 'Add a fact' }));
    expect(await within(persona).findByText('Grew up in Leipzig')).toBeInTheDocument();
    expect(within(persona).getByRole('textbox', { name: 'New fact' })).toHaveValue('');

    await user.click(within(persona).getByRole('button', { name: 'Remove the fact: Has a dog called Bruno' }));
    const confirm = within(persona).getByRole('group', { name: 'Remove this fact for every operator?' });
    expect(within(confirm).getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(persona).queryByText('Has a dog called Bruno')).not.toBeInTheDocument());

    const member = screen.getByRole('region', { name: 'Member' });
    await user.click(within(member).getByRole('button', { name: 'Add a note' }));
    expect(within(member).getByText('Write something first.')).toBeInTheDocument();
    await fill(user, within(member).getByRole('textbox', { name: 'New note' }), 'Prefers evenings');
    await user.click(within(member).getByRole('button', { name: 'Add a note' }));
    expect(await within(member).findByText('Prefers evenings')).toBeInTheDocument();
  });

  it('offers to take the conversation again when the lease ran out', async () => {
    const { user, mock } = await openJan();
    mock.claims.delete(501);
    await fill(user, screen.getByRole('textbox', { name: 'Reply as Anna, in German' }), 'Bist du noch da?');
    await user.keyboard('{Enter}');
    const alert = await screen.findByText(
      'Your hold on this conversation ran out, so another operator could take it. Take it again before you reply.',
    );
    expect(screen.getByRole('textbox', { name: 'Reply as Anna, in German' })).toBeDisabled();
    await user.click(within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Take it again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Reply as Anna, in German' })).toBeEnabled());
    expect(mock.claims.get(501)?.staffId).toBe(operator.id);
    // The reply that failed can go now, with the same client id.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mock.replies).toHaveLength(1));
  });

  it('claims the conversation of the address when the page opens with one', async () => {
    const { mock } = await renderInbox({ conversation: '505' });
    expect(await screen.findByRole('region', { name: 'Conversation of Tom with Anna' })).toBeInTheDocument();
    expect(mock.claims.get(505)?.staffId).toBe(operator.id);
  });
});
