import type { SocketLike } from '../realtime/realtime-connection';
import { watchRealtimeSockets } from './realtime-status';

function fakeSocket() {
  return Object.assign(new EventTarget(), {
    readyState: 0,
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    send: jest.fn(),
    close: jest.fn(),
  }) as unknown as SocketLike & EventTarget;
}

describe('realtime channel up or down', () => {
  it('up when a socket opens, down when the open one closes; a socket that never opened changes nothing', () => {
    const changes: boolean[] = [];
    const sockets: (SocketLike & EventTarget)[] = [];
    const connect = watchRealtimeSockets(
      (up) => changes.push(up),
      () => {
        const socket = fakeSocket();
        sockets.push(socket);
        return socket;
      },
    );
    const first = connect('ws://localhost/ws');
    expect(first).toBe(sockets[0]);
    sockets[0]?.dispatchEvent(new Event('close'));
    expect(changes).toEqual([]);

    connect('ws://localhost/ws');
    sockets[1]?.dispatchEvent(new Event('open'));
    expect(changes).toEqual([true]);
    sockets[1]?.dispatchEvent(new Event('close'));
    sockets[1]?.dispatchEvent(new Event('close'));
    expect(changes).toEqual([true, false]);
  });
});
