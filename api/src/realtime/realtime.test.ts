import { vi } from 'vitest';
import WebSocket from 'ws';
import {
  REALTIME_PATH,
  changePasswordEndpoint,
  deleteChatEndpoint,
  getConversationEndpoint,
  likeProfileEndpoint,
  logoutEndpoint,
  markReadEndpoint,
  updateReadReceiptsEndpoint,
} from '@dating/shared/contracts/index';
import { buildApp } from '../app';
import { chatKit } from '../conversations/chat-test-kit';
import { DEMO_PASSWORD } from '../seed/demo-members';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';
import { pruneEvents, recordEvents } from './member-events';
import { eventOf, openSocket, refusedStatus, sendText, type TestSocket } from './realtime-test-kit';

// Each test logs members in (argon2id) and waits for frames: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const context = setupTestContext();
const kit = chatKit(context);

beforeAll(async () => {
  await context().app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

const member = (options: { paid?: boolean } = {}) => createLoggedInMember(context(), { prefix: 'realtime', ...options });
type Member = Awaited<ReturnType<typeof member>>;

const sockets: TestSocket[] = [];
/** A socket past its hello (closed after the test). */
async function connect(who: Member, since?: number) {
  const socket = openSocket(context().app, { cookie: who.cookie, ...(since === undefined ? {} : { since }) });
  sockets.push(socket);
  const hello = await socket.next();
  return { socket, hello };
}
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** The next event frame whose event is of `kind` (counters and others before it are skipped). */
async function nextOfKind(socket: TestSocket, kind: string) {
  const { frame } = await socket.until((f) => f.type === 'event' && f.event.kind === kind);
  return eventOf(frame);
}

describe('refusals before the upgrade', () => {
  it('refuses a visitor without a session (403)', async () => {
    expect(await refusedStatus(context().app, {})).toBe(403);
  });

  it('refuses a foreign Origin even with a valid session (403), and a missing one', async () => {
    const a = await member();
    expect(await refusedStatus(context().app, { cookie: a.cookie, origin: 'https://evil.example' })).toBe(403);
    expect(await refusedStatus(context().app, { cookie: a.cookie, origin: 'null' })).toBe(403);
  });
});

it('delivers a message to the recipient and the sender’s other tab, with counters, and nothing to a third member', async () => {
  const [a, b, c] = [await member(), await member(), await member()];
  await kit.grant(a.id, 100);
  const [{ socket: sa, hello }, { socket: sb }, { socket: sc }] = await Promise.all([connect(a), connect(b), connect(c)]);
  expect(hello).toEqual({ type: 'hello', seq: 0, resumed: false });

  expect((await sendText(context().app, a.cookie, b.profileId, 'Hi B')).statusCode).toBe(200);

  const toB = eventOf(await sb.next());
  expect(toB.event).toMatchObject({ kind: 'message', profile: a.profileId, message: { text: 'Hi B', from_me: false } });
  expect(eventOf(await sb.next()).event).toMatchObject({ kind: 'counters', unread_messages: 1 });
  expect(eventOf(await sa.next()).event).toMatchObject({ kind: 'message', profile: b.profileId, message: { text: 'Hi B', from_me: true } });
  expect(eventOf(await sa.next()).event).toMatchObject({ kind: 'counters', unread_messages: 0 });

  // C's first event is B's message to C: nothing of A and B's conversation came before it.
  expect((await sendText(context().app, b.cookie, c.profileId, 'Hi C')).statusCode).toBe(200);
  const first = eventOf(await sc.next());
  expect(first).toMatchObject({ seq: 1, event: { kind: 'message', profile: b.profileId, message: { text: 'Hi C' } } });

  // A retried send (same client id) records nothing new.
  const clientId = '6f1c7d4e-2b1a-4c9e-8f00-000000000001';
  await sendText(context().app, a.cookie, b.profileId, 'once', clientId);
  await sendText(context().app, a.cookie, b.profileId, 'once', clientId);
  await sendText(context().app, a.cookie, b.profileId, 'after');
  const texts: string[] = [];
  for (;;) {
    const { frame } = await sb.until((f) => f.type === 'event' && f.event.kind === 'message' && !f.event.message.from_me);
    const event = eventOf(frame).event;
    if (event.kind === 'message') texts.push(event.message.text);
    if (texts.at(-1) === 'after') break;
  }
  expect(texts).toEqual(['once', 'after']);
});

it('resumes after a gap with exactly the missed events in order, and resets a since it cannot resume', async () => {
  const [a, b] = [await member(), await member()];
  await kit.grant(a.id, 100);
  const first = await connect(b);
  await sendText(context().app, a.cookie, b.profileId, 'seen');
  const seen = eventOf(await first.socket.next());
  await first.socket.next(); // its counters
  first.socket.close();
  await first.socket.closed;

  for (const text of ['one', 'two', 'three']) expect((await sendText(context().app, a.cookie, b.profileId, text)).statusCode).toBe(200);

  const { socket, hello } = await connect(b, seen.seq + 1);
  expect(hello).toEqual({ type: 'hello', seq: seen.seq + 7, resumed: true });
  const missed = [];
  for (let i = 0; i < 6; i += 1) missed.push(eventOf(await socket.next()));
  expect(missed.map((f) => f.seq)).toEqual([3, 4, 5, 6, 7, 8]);
  expect(missed.flatMap((f) => (f.event.kind === 'message' ? [f.event.message.text] : []))).toEqual(['one', 'two', 'three']);

  // Ahead of the member's seq (another database's history): reset.
  const ahead = await connect(b, 999);
  expect(ahead.hello).toEqual({ type: 'reset', seq: 8 });
  // Older than the retained log: reset.
  await pruneEvents(context().database.db, new Date(), { maxAgeMs: 24 * 60 * 60_000, perMember: 2 });
  const old = await connect(b, 2);
  expect(old.hello).toEqual({ type: 'reset', seq: 8 });
  const recent = await connect(b, 6);
  expect(recent.hello).toEqual({ type: 'hello', seq: 8, resumed: true });
});

it('shows typing to the other participant only', async () => {
  const [a, b, c] = [await member(), await member(), await member()];
  const send = await sendText(context().app, a.cookie, b.profileId, 'Hello');
  const conversation = (send.json() as { conversation: number }).conversation;
  const [{ socket: sa }, { socket: sb }, { socket: sc }] = await Promise.all([connect(a), connect(b), connect(c)]);

  sa.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
  expect(await sb.next()).toEqual({ type: 'typing', conversation, profile: a.profileId, typing: true });
  // C typing into a conversation that is not theirs reaches nobody.
  sc.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));

  await sendText(context().app, b.cookie, a.profileId, 'barrier');
  expect(eventOf(await sa.next()).event).toMatchObject({ kind: 'message', message: { text: 'barrier' } });
  await sendText(context().app, b.cookie, c.profileId, 'barrier');
  expect(eventOf(await sc.next()).event).toMatchObject({ kind: 'message', message: { text: 'barrier' } });
  expect(eventOf(await sb.next()).event).toMatchObject({ kind: 'message', message: { text: 'barrier' } });
});

it('delivers only committed events: a refused send and a rolled-back event reach nobody', async () => {
  const poor = await member({ paid: true }); // premium members pay every message; this one has no credits
  const b = await member();
  const { socket: sb } = await connect(b);
  const { socket: sp } = await connect(poor);

  expect((await sendText(context().app, poor.cookie, b.profileId, 'no credits')).statusCode).toBe(402);
  await expect(
    context().database.db.transaction(async (tx) => {
      await recordEvents(tx, [{ userId: b.id, event: { kind: 'conversation_deleted', conversation: 1 } }]);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  // A wake-up without a committed event finds nothing to send.
  context().app.realtime.publish([b.id, poor.id]);

  const a = await member();
  await sendText(context().app, a.cookie, b.profileId, 'first committed');
  const frame = eventOf(await sb.next());
  expect(frame).toMatchObject({ seq: 1, event: { kind: 'message', message: { text: 'first committed' } } });
  // The refused sender got nothing either: their own next event is the first.
  await sendText(context().app, a.cookie, poor.profileId, 'to poor');
  expect(eventOf(await sp.next())).toMatchObject({ seq: 1, event: { kind: 'message', message: { text: 'to poor' } } });
});

it('marks read: self_read to the reader’s tabs, read to the other side only while both send read receipts', async () => {
  const [a, b] = [await member(), await member()];
  const sent = (await sendText(context().app, a.cookie, b.profileId, 'read me')).json() as {
    conversation: number;
    message: { id: number };
  };
  const [{ socket: sa }, { socket: sb }] = await Promise.all([connect(a), connect(b)]);

  const markRead = (who: Member, upTo: number) =>
    inject(context().app, markReadEndpoint, { as: who, body: { conversation: sent.conversation, up_to: upTo } });
  expect((await markRead(b, sent.message.id)).statusCode).toBe(200);
  expect(eventOf(await sb.next()).event).toEqual({ kind: 'self_read', conversation: sent.conversation, up_to: sent.message.id });
  expect(eventOf(await sb.next()).event).toMatchObject({ kind: 'counters', unread_messages: 0 });
  expect(eventOf(await sa.next()).event).toEqual({ kind: 'read', conversation: sent.conversation, up_to: sent.message.id });

  // A switches receipts off: B's next read is not shown to A, and A's conversation shows none.
  const off = await inject(context().app, updateReadReceiptsEndpoint, { as: a, body: { read_receipts: false } });
  expect(off.json()).toMatchObject({ user: { read_receipts: false } });
  const second = (await sendText(context().app, a.cookie, b.profileId, 'again')).json() as { message: { id: number } };
  await nextOfKind(sa, 'counters');
  await markRead(b, second.message.id);
  await nextOfKind(sb, 'self_read');
  const view = await inject(context().app, getConversationEndpoint, { as: a, query: { conversation: sent.conversation } });
  expect(view.json()).toMatchObject({ read_up_to: 0 });
  await sendText(context().app, b.cookie, a.profileId, 'barrier');
  const { skipped } = await sa.until((f) => f.type === 'event' && f.event.kind === 'message');
  expect(skipped).toEqual([]);
});

it('removing a conversation tells the member’s other tabs', async () => {
  const [a, b] = [await member(), await member()];
  const sent = (await sendText(context().app, a.cookie, b.profileId, 'bye')).json() as { conversation: number };
  const { socket } = await connect(b);
  await inject(context().app, deleteChatEndpoint, { as: b, body: { conversation: sent.conversation } });
  expect(eventOf(await socket.next()).event).toEqual({ kind: 'conversation_deleted', conversation: sent.conversation });
  expect(eventOf(await socket.next()).event).toMatchObject({ kind: 'counters', unread_messages: 0 });
});

it('a like and a match reach the liked member with their new-likes counter', async () => {
  const [a, b] = [await member(), await member()];
  const [{ socket: sa }, { socket: sb }] = await Promise.all([connect(a), connect(b)]);
  const like = (who: Member, profile: number) => inject(context().app, likeProfileEndpoint, { as: who, body: { profile } });

  expect((await like(a, b.profileId)).statusCode).toBe(200);
  expect(eventOf(await sb.next()).event).toEqual({ kind: 'like', profile: a.profileId });
  expect(eventOf(await sb.next()).event).toMatchObject({ kind: 'counters', new_likes: 1 });
  // Liking again is no new like: nothing more.
  await like(a, b.profileId);
  expect((await like(b, a.profileId)).json()).toMatchObject({ match: true });
  expect(eventOf(await sa.next()).event).toEqual({ kind: 'match', profile: b.profileId });
  expect(eventOf(await sa.next()).event).toMatchObject({ kind: 'counters', new_likes: 1 });
  await sendText(context().app, a.cookie, b.profileId, 'barrier');
  const { skipped } = await sb.until((f) => f.type === 'event' && f.event.kind === 'message');
  // The liker who completed the pair hears of the match too (their other tabs): once.
  expect(skipped).toEqual([expect.objectContaining({ type: 'event', event: { kind: 'match', profile: a.profileId } })]);
});

it('logout closes that session’s socket with sessionEnded', async () => {
  const a = await member();
  const { socket } = await connect(a);
  await inject(context().app, logoutEndpoint, { as: a });
  expect(await socket.closed).toEqual({ code: 4401 });
});

it('a password change closes every socket of the member, on every session', async () => {
  const a = await member();
  const { socket } = await connect(a);
  const changed = await inject(context().app, changePasswordEndpoint, {
    as: a,
    body: { old_password: DEMO_PASSWORD, password: 'a-new-password-2026', password_repeat: 'a-new-password-2026' },
  });
  expect(changed.statusCode).toBe(200);
  expect(await socket.closed).toEqual({ code: 4401 });
});

describe('with a short heartbeat and re-check (a second app on the same database)', () => {
  let fast: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    const ctx = context();
    fast = await buildApp({
      db: ctx.database.db,
      engine: ctx.database.engine,
      config: ctx.config,
      logger: false,
      realtimeTiming: { heartbeatMs: 50, recheckMs: 100 },
    });
    await fast.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fast?.close();
  });

  it('terminates a peer that stopped answering pings', async () => {
    const app = fast;
    if (!app) throw new Error('no app');
    const a = await member();
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const host = `127.0.0.1:${address.port}`;
    // A client that never answers pings: what a vanished network peer looks like to the server.
    const ws = new WebSocket(`ws://${host}${REALTIME_PATH}`, { origin: `http://${host}`, headers: { cookie: a.cookie }, autoPong: false });
    const code = await new Promise<number>((resolve) => ws.on('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(1006);
  });

  it('delivers an event whose wake-up was lost (the periodic re-check)', async () => {
    const app = fast;
    if (!app) throw new Error('no app');
    const a = await member();
    const socket = openSocket(app, { cookie: a.cookie });
    sockets.push(socket);
    expect(await socket.next()).toEqual({ type: 'hello', seq: 0, resumed: false });
    // Committed, but nobody published the wake-up (a process that died between commit and NOTIFY).
    await context().database.db.transaction((tx) =>
      recordEvents(tx, [{ userId: a.id, event: { kind: 'conversation_deleted', conversation: 42 } }]),
    );
    expect(await socket.next()).toEqual({ type: 'event', seq: 1, event: { kind: 'conversation_deleted', conversation: 42 } });
  });
});
