import type { SocketLike } from '../realtime/realtime-connection';

type WatchableSocket = SocketLike & Pick<EventTarget, 'addEventListener'>;

/**
 * The realtime connection's `connect`, watched: `onChange(true)` when a socket opens, `onChange(false)`
 * when the last open one closes. The connection keeps its own handlers (onclose, onmessage); these are
 * listeners beside them, so it need not know anyone watches.
 */
export function watchRealtimeSockets(
  onChange: (up: boolean) => void,
  create: (url: string) => WatchableSocket = (url) => new WebSocket(url) as unknown as WatchableSocket,
): (url: string) => SocketLike {
  let open = 0;
  return (url) => {
    const socket = create(url);
    let counted = false;
    socket.addEventListener('open', () => {
      counted = true;
      open += 1;
      if (open === 1) onChange(true);
    });
    socket.addEventListener('close', () => {
      if (!counted) return;
      counted = false;
      open -= 1;
      if (open === 0) onChange(false);
    });
    return socket;
  };
}
