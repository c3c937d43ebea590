import type { StaffServerFrame } from '@dating/shared/contracts/staff-inbox';
import { openStaffSocket, type StaffSocketLike } from './staff-socket';

/** A WebSocket stand-in the test opens, feeds and drops as the server would. */
class FakeSocket implements StaffSocketLike {
  readyState = 0;
  onmessage: StaffSocketLike['onmessage'] = null;
  onclose: StaffSocketLike['onclose'] = null;
  onerror: StaffSocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  serverOpen() {
    this.readyState = 1;
  }
  frame(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
}

function setup(protocol = 'https:') {
  jest.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const frames: StaffServerFrame[] = [];
  const socket = openStaffSocket({
    onFrame: (frame) => frames.push(frame),
    connect: (url) => {
      const created = new FakeSocket(url);
      sockets.push(created);
      return created;
    },
    location: { protocol, host: 'staff.example.test' },
  });
  return { socket, sockets, frames };
}

afterEach(() => jest.useRealTimers());

describe('the staff socket', () => {
  it('connects to the staff channel of this host, wss on https, ws on http', () => {
    expect(setup().sockets[0]!.url).toBe('wss://staff.example.test/api/staff/realtime');
    expect(setup('http:').sockets[0]!.url).toBe('ws://staff.example.test/api/staff/realtime');
  });

  it('hands on the frames the contract knows and ignores the rest, staying open', () => {
    const { sockets, frames } = setup();
    const socket = sockets[0]!;
    socket.frame({ type: 'inbox', conversation: 7 });
    socket.frame('not json');
    socket.frame({ type: 'inbox', conversation: 'seven' });
    socket.frame({ type: 'something-new' });
    socket.frame({ type: 'typing', conversation: 7, typing: true });
    expect(frames).toEqual([
      { type: 'inbox', conversation: 7 },
      { type: 'typing', conversation: 7, typing: true },
    ]);
    expect(socket.closedWith).toBeNull();
  });

  it('reconnects after 1 s, 2 s, 5 s, then every 10 s, and from the first wait again once a server spoke', () => {
    const { sockets } = setup();
    const waits: number[] = [];
    for (let drop = 0; drop < 5; drop += 1) {
      const before = sockets.length;
      sockets.at(-1)!.drop();
      let waited = 0;
      while (sockets.length === before) {
        jest.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 5_000, 10_000, 10_000]);
    sockets.at(-1)!.frame({ type: 'hello' });
    sockets.at(-1)!.drop();
    jest.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(7);
  });

  it('sends only while open, and closes for good: no reconnect after close', () => {
    const { socket, sockets } = setup();
    socket.send({ type: 'typing', conversation: 7, typing: true });
    sockets[0]!.serverOpen();
    socket.send({ type: 'typing', conversation: 7, typing: false });
    expect(sockets[0]!.sent).toEqual([{ type: 'typing', conversation: 7, typing: false }]);
    socket.close();
    expect(sockets[0]!.closedWith).toBe(1000);
    jest.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('does nothing where there is no WebSocket', () => {
    const original = globalThis.WebSocket;
    // @ts-expect-error -- a browser without WebSocket (or a test environment)
    delete globalThis.WebSocket;
    try {
      const socket = openStaffSocket({ onFrame: () => undefined, location: { protocol: 'http:', host: 'localhost' } });
      expect(() => socket.send({ type: 'typing', conversation: 1, typing: true })).not.toThrow();
      socket.close();
    } finally {
      globalThis.WebSocket = original;
    }
  });
});
