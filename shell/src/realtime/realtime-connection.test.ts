import { createEventBus, type EventBus } from '@dating/shared/bus/event-bus';
import type { HappeningName, HappeningPayload } from '@dating/shared/bus/events';
import { REALTIME_CLOSE, type RealtimeEvent, type RealtimeServerFrame } from '@dating/shared/contracts/realtime';
import { demoUser } from '../test-support/fixtures';
import { startRealtime, type SocketLike } from './realtime-connection';

/** A WebSocket stand-in: the test opens, feeds and closes it as the server would. */
class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  serverOpen(hello: { seq: number; resumed?: boolean }) {
    this.readyState = 1;
    this.onopen?.({});
    this.frame({ type: 'hello', seq: hello.seq, resumed: hello.resumed ?? false });
  }
  frame(frame: RealtimeServerFrame | Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  event(seq: number, event: RealtimeEvent) {
    this.frame({ type: 'event', seq, event });
  }
  serverClose(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const message = (id: number, fromMe = false) => ({
  kind: 'message' as const,
  conversation: 7,
  profile: 42,
  message: {
    id,
    client_id: null,
    type: 'text',
    text: `m${id}`,
    from_me: fromMe,
    created_at: '2026-11-26T01:00:00.000Z',
    photo: null,
    gift: null,
  },
});

function collect<K extends HappeningName>(bus: EventBus, name: K): HappeningPayload<K>[] {
  const seen: HappeningPayload<K>[] = [];
  bus.on$(name).subscribe((payload) => seen.push(payload));
  return seen;
}

function setup({ protocol = 'http:', onLine = true, random = (): number => 1 } = {}) {
  jest.useFakeTimers();
  const bus = createEventBus();
  const sockets: FakeSocket[] = [];
  const win = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  win.navigator = { onLine };
  const refreshUser = jest.fn(async (): Promise<void> => undefined);
  const debug = jest.fn();
  const onBanned = jest.fn();
  const connection = startRealtime({
    bus,
    refreshUser,
    connect: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    location: { protocol, host: 'dating.example.test' },
    win: win as unknown as Window,
    random,
    debug,
    onBanned,
  });
  const login = (id = 11) => bus.set('auth', { status: 'logged_in', user: demoUser({ id }) });
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  return { bus, sockets, win, refreshUser, debug, onBanned, connection, login, latest };
}

afterEach(() => jest.useRealTimers());

describe('the realtime connection', () => {
  it('opens one socket while logged in, at the page host (wss: over https:), and closes it on logout', () => {
    const { bus, sockets, login, latest } = setup({ protocol: 'https:' });
    expect(sockets).toHaveLength(0);
    login();
    login();
    expect(sockets).toHaveLength(1);
    expect(latest().url).toBe('wss://dating.example.test/api/realtime');
    bus.set('auth', { status: 'logged_out' });
    expect(latest().closedWith).toBe(1000);
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects with a growing, capped, jittered backoff and resumes from the last applied seq', () => {
    const { sockets, login, latest } = setup({ random: () => 0.5 });
    login();
    expect(latest().url).toBe('ws://dating.example.test/api/realtime');
    latest().serverOpen({ seq: 40 });
    latest().event(41, message(1));
    latest().serverClose();
    // 0.5 × 1 s, then 0.5 × 2 s, 0.5 × 4 s … up to 0.5 × 30 s.
    const waits = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000];
    for (const wait of waits) {
      const before = sockets.length;
      jest.advanceTimersByTime(wait - 1);
      expect(sockets).toHaveLength(before);
      jest.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      expect(latest().url).toBe('ws://dating.example.test/api/realtime?since=41');
      latest().serverClose();
    }
    // A healthy connection (its hello) starts the backoff over.
    jest.advanceTimersByTime(15_000);
    latest().serverOpen({ seq: 41, resumed: true });
    latest().serverClose();
    const before = sockets.length;
    jest.advanceTimersByTime(500);
    expect(sockets).toHaveLength(before + 1);
  });

  it('applies events in order once: a replayed seq is dropped', () => {
    const { bus, login, latest } = setup();
    const chat = collect(bus, 'chatEvent');
    const received = collect(bus, 'messageReceived');
    login();
    latest().serverOpen({ seq: 10 });
    latest().event(10, message(99));
    latest().event(11, message(1));
    latest().event(12, message(2, true));
    latest().event(11, message(1));
    expect(chat.map((event) => event.kind === 'message' && event.message.id)).toEqual([1, 2]);
    // messageReceived keeps its payload, for the other side's messages.
    expect(received).toEqual([{ conversationId: 7, profileId: 42 }]);
  });

  it('on reset asks for the lists and a chat resync, then continues from its seq', () => {
    const { bus, sockets, login, latest } = setup();
    const refresh = collect(bus, 'refreshRequested');
    const resync = collect(bus, 'chatResync');
    login();
    latest().serverOpen({ seq: 5 });
    latest().serverClose();
    jest.advanceTimersByTime(1_000);
    expect(latest().url).toContain('?since=5');
    latest().frame({ type: 'reset', seq: 900 });
    expect(refresh).toEqual([{ what: ['user', 'chats', 'likes'] }]);
    expect(resync).toHaveLength(1);
    latest().serverClose();
    jest.advanceTimersByTime(1_000);
    expect(sockets.at(-1)?.url).toContain('?since=900');
  });

  it('publishes counters, likes and matches on the bus; an unknown frame is ignored and the socket lives', () => {
    const { bus, login, latest, debug } = setup();
    const likes = collect(bus, 'likeReceived');
    const matches = collect(bus, 'match');
    login();
    latest().serverOpen({ seq: 0 });
    latest().frame({ type: 'event', seq: 1, event: { kind: 'fireworks', colour: 'red' } });
    latest().frame({ type: 'weather' });
    latest().onmessage?.({ data: 'not json' });
    expect(debug).toHaveBeenCalledTimes(3);
    latest().event(2, { kind: 'counters', unread_messages: 3, new_likes: 2, credits: 40, premium: true });
    latest().event(3, { kind: 'like', profile: 5 });
    latest().event(4, { kind: 'match', profile: 6 });
    expect(bus.get('unreadMessages')).toBe(3);
    expect(bus.get('newLikes')).toBe(2);
    expect(bus.get('credits')).toEqual({ credits: 40, premium: true });
    expect(likes).toEqual([{ profileId: 5 }]);
    expect(matches).toEqual([{ profileId: 6 }]);
    expect(latest().closedWith).toBeNull();
  });

  it('a payment event asks for the user again and tells the status page which payment changed', () => {
    const { bus, login, latest } = setup();
    const refresh = collect(bus, 'refreshRequested');
    const updates = collect(bus, 'paymentUpdated');
    login();
    latest().serverOpen({ seq: 0 });
    latest().event(1, { kind: 'payment', payment_id: 'pay_abcdefgh12', status: 'completed', credits: 50 });
    expect(refresh).toEqual([{ what: ['user'] }]);
    expect(updates).toEqual([{ paymentId: 'pay_abcdefgh12', status: 'completed', credits: 50 }]);
  });

  it('passes typing both ways: frames in become chat events, typingChanged goes out while open', () => {
    const { bus, login, latest } = setup();
    const chat = collect(bus, 'chatEvent');
    login();
    bus.emit('typingChanged', { conversation: 7, typing: true });
    expect(latest().sent).toEqual([]);
    latest().serverOpen({ seq: 0 });
    latest().frame({ type: 'typing', conversation: 7, profile: 42, typing: true });
    expect(chat).toEqual([{ kind: 'typing', conversation: 7, profile: 42, typing: true }]);
    bus.emit('typingChanged', { conversation: 7, typing: false });
    expect(latest().sent).toEqual([{ type: 'typing', conversation: 7, typing: false }]);
  });

  it('pauses while the browser is offline and reconnects at once when it is back online', () => {
    const { sockets, win, login, latest } = setup();
    login();
    latest().serverOpen({ seq: 3 });
    win.dispatchEvent(new Event('offline'));
    expect(latest().closedWith).toBe(1000);
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    win.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(2);
    expect(latest().url).toContain('?since=3');
  });

  it('does not connect while the browser starts offline', () => {
    const { sockets, win, login } = setup({ onLine: false });
    login();
    expect(sockets).toHaveLength(0);
    win.dispatchEvent(new Event('online'));
    expect(sockets).toHaveLength(1);
  });

  it('when the server ends the session, asks for the user and stays closed once logged out', async () => {
    const { bus, sockets, refreshUser, login, latest } = setup();
    refreshUser.mockImplementation(async () => bus.set('auth', { status: 'logged_out' }));
    login();
    latest().serverOpen({ seq: 1 });
    latest().serverClose(REALTIME_CLOSE.sessionEnded);
    // Not at once: a page that ended the session itself (account deletion) leaves first.
    await jest.advanceTimersByTimeAsync(1_999);
    expect(refreshUser).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    // Logging in again (as someone else) starts a fresh history.
    login(12);
    expect(sockets).toHaveLength(2);
    expect(latest().url).toBe('ws://dating.example.test/api/realtime');
  });

  it('reconnects after a session-ended close when the session is in fact still there', async () => {
    const { sockets, refreshUser, login, latest } = setup();
    login();
    latest().serverOpen({ seq: 1 });
    latest().serverClose(REALTIME_CLOSE.sessionEnded);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
  });

  it('when a ban ended the session, shows the ban page and never reconnects', async () => {
    const { sockets, refreshUser, onBanned, login, latest } = setup();
    login();
    latest().serverOpen({ seq: 1 });
    latest().serverClose(REALTIME_CLOSE.banned);
    expect(onBanned).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(refreshUser).not.toHaveBeenCalled();
  });

  it('stop closes the socket and follows the bus no more', () => {
    const { sockets, connection, login, latest } = setup();
    login();
    connection.stop();
    expect(latest().closedWith).toBe(1000);
    login(13);
    expect(sockets).toHaveLength(1);
  });
});
