import type { WebSocket } from 'ws';

/** A socket the heartbeat watches: `alive` is set by its pong and cleared by each ping. */
export interface Watched {
  socket: WebSocket;
  alive: boolean;
}

/**
 * Pings every socket each interval and terminates one that did not answer the previous ping: a peer gone
 * without a close (a phone that lost its network) is noticed within two intervals. Both realtime channels
 * (the members' and the staff console's) use it. Answers the timer (unref'd) for the caller to clear.
 */
export function startHeartbeat(sockets: () => Iterable<Watched>, intervalMs: number): NodeJS.Timeout {
  const timer = setInterval(() => {
    for (const client of sockets()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, intervalMs);
  timer.unref();
  return timer;
}

/** Marks the client alive on each pong (call once per socket). */
export function watchPongs(client: Watched): void {
  client.socket.on('pong', () => {
    client.alive = true;
  });
}
