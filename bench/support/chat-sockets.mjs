// The members' realtime sockets in bench/chat.mjs, as a browser opens them: connect (or resume with
// `?since=`), wait for the hello, and match every `message` event to the send it belongs to (`sends`), counting
// whatever does not fit (`counters`) instead of failing on it.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ROOT } from './api-process.mjs';

// The api's WebSocket library (its devDependency), so the client speaks exactly what the api's tests speak.
const WebSocket = createRequire(join(ROOT, 'api', 'package.json'))('ws');
/** A (re)connect's handshake and hello: PGlite answering a reconnect storm of 1,000 sockets takes tens of seconds. */
export const HELLO_TIMEOUT_MS = 60_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** client_id → what was sent and what came of it. */
export const sends = new Map();
export const counters = {
  unknownDeliveries: 0,
  misdirected: 0,
  echoes: 0,
  echoDuplicates: 0,
  seqBackwards: 0,
  seqGaps: 0,
  resets: 0,
  badFrames: 0,
  closedByServer: 0,
  /** Failed (re)connect attempts by reason; each was retried (3 attempts at most). */
  connectFailures: {},
};

function onFrame(member, data) {
  let frame;
  try {
    frame = JSON.parse(String(data));
  } catch {
    counters.badFrames += 1;
    return;
  }
  const now = performance.now();
  if (frame.type === 'hello') {
    member.hellos += 1;
    if (frame.resumed) member.resumed += 1;
    // A first connect starts from the member's latest seq; a resume keeps ours (what follows continues it).
    if (!frame.resumed) member.seq = frame.seq;
    member.helloAt = now;
    member.waitHello?.();
    return;
  }
  if (frame.type === 'reset') {
    counters.resets += 1;
    member.seq = frame.seq;
    return;
  }
  if (frame.type !== 'event') return;
  if (frame.seq <= member.seq) counters.seqBackwards += 1;
  else if (member.seq !== null && frame.seq !== member.seq + 1) counters.seqGaps += 1;
  member.seq = Math.max(member.seq ?? 0, frame.seq);
  const event = frame.event;
  if (event?.kind !== 'message') return;
  const clientId = /^bench ([0-9a-f-]{36})$/.exec(event.message.text)?.[1];
  const sent = clientId ? sends.get(clientId) : undefined;
  if (!sent) {
    counters.unknownDeliveries += 1;
    return;
  }
  if (event.message.from_me) {
    // The sender's own socket hears its send too (for its other tabs): counted apart from deliveries.
    if (member !== sent.from) counters.misdirected += 1;
    else if (sent.echoes++ > 0) counters.echoDuplicates += 1;
    counters.echoes += 1;
    return;
  }
  if (member !== sent.to || event.profile !== sent.from.profileId) {
    counters.misdirected += 1;
    return;
  }
  sent.deliveries.push({ at: now, messageId: event.message.id });
}

function connect(member, api) {
  return new Promise((resolve, reject) => {
    const since = member.seq === null ? '' : `?since=${member.seq}`;
    const socket = new WebSocket(`ws://127.0.0.1:${api.port}/api/realtime${since}`, {
      headers: { cookie: member.cookie, origin: `http://127.0.0.1:${api.port}` },
      localAddress: member.address,
      handshakeTimeout: HELLO_TIMEOUT_MS,
    });
    member.socket = socket;
    // A failed attempt is closed for good and its late frames ignored: the retry must be the member's one socket,
    // or the bench would count its own second socket as the server's duplicates.
    let failed = false;
    const fail = (error) => {
      failed = true;
      clearTimeout(timer);
      member.waitHello = undefined;
      socket.removeAllListeners('message');
      socket.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error(`no hello within ${HELLO_TIMEOUT_MS / 1000} s`)), HELLO_TIMEOUT_MS);
    member.waitHello = () => {
      clearTimeout(timer);
      member.waitHello = undefined;
      resolve();
    };
    socket.on('message', (data) => {
      if (member.socket === socket) onFrame(member, data);
    });
    socket.on('error', (error) => {
      if (member.waitHello) fail(error);
    });
    socket.once('close', (code) => {
      if (failed) return;
      if (member.waitHello) fail(new Error(`closed with ${code} before hello`));
      // Closed by the server (or the network) while the bench relied on it: deliveries after this are lost.
      else if (member.socket === socket) counters.closedByServer += 1;
    });
  });
}

/** Connects members, `concurrency` handshakes at a time (Infinity: all at once), up to 3 attempts each. */
export async function connectAll(members, concurrency) {
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++];
      for (let attempt = 1; ; attempt += 1) {
        try {
          await connect(member, member.api);
          break;
        } catch (error) {
          failures += 1;
          const reason = String(error.message).replace(/\d{3,}/g, 'N');
          counters.connectFailures[reason] = (counters.connectFailures[reason] ?? 0) + 1;
          if (attempt === 3) throw new Error(`member ${member.index}: ${error.message}`);
          await sleep(200 * attempt);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, members.length) }, worker));
  return failures;
}
