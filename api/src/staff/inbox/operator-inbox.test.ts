import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { vi } from 'vitest';
import type { Endpoint, Link } from '@dating/shared/contracts/endpoint';
import { chatPhotoLink, sendMessageEndpoint, uploadChatPhotoEndpoint } from '@dating/shared/contracts/index';
import {
  STAFF_REALTIME_PATH,
  addMemberNoteEndpoint,
  addPersonaFactEndpoint,
  claimConversationEndpoint,
  getInboxConversationEndpoint,
  getInboxEndpoint,
  listInboxMessagesEndpoint,
  releaseConversationEndpoint,
  removePersonaFactEndpoint,
  replyAsPersonaEndpoint,
  staffChatPhotoLink,
} from '@dating/shared/contracts/staff-inbox';
import { chatKit, type ChatMember } from '../../conversations/chat-test-kit';
import { inboxClaims, jobs, memberEvents, personaReplies, photos } from '../../db/schema';
import { eventOf, openSocket, openStaffSocket, refusedStatus, type TestSocket } from '../../realtime/realtime-test-kit';
import { auditRowsOf, createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { fictionalProfile } from '../../test/builders/profiles';
import { inject, injectOk, type InjectInput } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';
import { jpegWithGps, multipart } from '../../test/test-photos';

// Members log in (argon2id) and the socket tests wait for frames: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

const context = setupTestContext();
const kit = chatKit(context);

beforeAll(async () => {
  await context().app.listen({ port: 0, host: '127.0.0.1' });
}, 30_000);

const sockets: { close(): void }[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A staff member of a role, with a session: its Cookie header, id and address. */
async function staff(role: 'operator' | 'moderator' | 'support' | 'admin' = 'operator') {
  const account = await createTestStaff(context(), { prefix: 'inbox', role, enrolled: true });
  return { ...account, cookie: await staffSessionCookie(context(), account) };
}
type Staff = Awaited<ReturnType<typeof staff>>;

const call = <E extends Endpoint>(who: { cookie: string } | null, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(context().app, endpoint, { ...input, ...(who ? { as: who.cookie } : {}) });
const ok = <E extends Endpoint>(who: { cookie: string }, endpoint: E, input: InjectInput<E> = {} as InjectInput<E>) =>
  injectOk(context().app, endpoint, { ...input, as: who.cookie });
const codeOf = (response: { json(): unknown }) => (response.json() as { error: { code: string } }).error.code;

/** A persona of the test's own, and a member (German, with credits) who wrote to it: the conversation waiting. */
async function waitingConversation(options: { text?: string } = {}) {
  const persona = await fictionalProfile(context(), { name: 'Anna' });
  const member = await kit.member({ language: 'de' });
  await kit.grant(member.id, 20);
  const sent = await kit.send(member, persona, { text: options.text ?? 'Hallo Anna, wie geht es dir?' });
  expect(sent.statusCode).toBe(200);
  const conversation = (sent.json() as { conversation: number }).conversation;
  return { persona, member, conversation };
}

const queueOf = (who: Staff, persona: number) => ok(who, getInboxEndpoint, { query: { persona } });
const reply = (who: Staff, conversation: number, body: { text?: string; photo?: number; client_id?: string } = { text: 'Hi!' }) =>
  call(who, replyAsPersonaEndpoint, { body: { conversation, client_id: body.client_id ?? randomUUID(), ...body } });

/** The member's stored events of a kind (the realtime log: what their sockets get, once each). */
async function eventsOf(member: ChatMember, kind: string) {
  return context()
    .database.db.select({ payload: memberEvents.payload })
    .from(memberEvents)
    .where(and(eq(memberEvents.userId, member.id), eq(memberEvents.kind, kind)));
}

describe('the queue', () => {
  it('shows a member’s unanswered message to a persona, oldest waiting first, and drops it once answered', async () => {
    const operator = await staff();
    const first = await waitingConversation();
    const queue = await queueOf(operator, first.persona);
    expect(queue.total).toBe(1);
    const [item] = queue.items;
    expect(item).toMatchObject({
      conversation: first.conversation,
      unanswered: 1,
      last_message: { type: 'text', preview: 'Hallo Anna, wie geht es dir?' },
      member: { id: first.member.profileId, language: 'de', premium: false, out_of_credits: false },
      persona: { id: first.persona, name: 'Anna' },
      claim: null,
    });
    const since = item?.waiting_since;

    // A second message waits with the first: the wait counts from the first.
    await kit.send(first.member, first.persona, { text: 'Bist du da?' });
    const again = await queueOf(operator, first.persona);
    expect(again.items[0]).toMatchObject({ unanswered: 2, waiting_since: since, last_message: { preview: 'Bist du da?' } });
    expect(again.personas).toContainEqual({ id: first.persona, name: 'Anna' });
    expect(again.languages).toContain('de');

    // The language filter leaves out what is not in it.
    const english = await ok(operator, getInboxEndpoint, { query: { persona: first.persona, language: 'en' } });
    expect(english.items).toEqual([]);

    await ok(operator, claimConversationEndpoint, { body: { conversation: first.conversation } });
    expect((await reply(operator, first.conversation)).statusCode).toBe(200);
    expect((await queueOf(operator, first.persona)).items).toEqual([]);
  });

  it('says when the member is out of credits', async () => {
    const operator = await staff();
    const persona = await fictionalProfile(context(), { name: 'Lena' });
    const member = await kit.member({ paid: true });
    await kit.grant(member.id, 1);
    expect((await kit.send(member, persona)).statusCode).toBe(200);
    const [item] = (await queueOf(operator, persona)).items;
    expect(item?.member).toMatchObject({ premium: true, out_of_credits: true });
  });
});

describe('who may use the inbox', () => {
  it('answers 404 to moderators, support, members and visitors, on every call and on the socket', async () => {
    const { conversation, member } = await waitingConversation();
    const calls: [Endpoint, InjectInput<Link>][] = [
      [getInboxEndpoint, {}],
      [claimConversationEndpoint, { body: { conversation } }],
      [releaseConversationEndpoint, { body: { conversation } }],
      [getInboxConversationEndpoint, { query: { conversation } }],
      [listInboxMessagesEndpoint, { query: { conversation, before: 1 } }],
      [replyAsPersonaEndpoint, { body: { conversation, client_id: randomUUID(), text: 'Hi' } }],
      [addPersonaFactEndpoint, { body: { conversation, text: 'Has a dog' } }],
      [removePersonaFactEndpoint, { body: { conversation, fact: 1 } }],
      [addMemberNoteEndpoint, { body: { conversation, text: 'Likes hiking' } }],
    ];
    const outsiders = [await staff('moderator'), await staff('support'), member, null];
    for (const who of outsiders) {
      for (const [endpoint, input] of calls) {
        const response = await inject<Link>(context().app, endpoint, { ...input, ...(who ? { as: who.cookie } : {}) });
        expect({ path: endpoint.path, status: response.statusCode, code: codeOf(response) }).toEqual({
          path: endpoint.path,
          status: 404,
          code: 'not_found',
        });
      }
      expect(await refusedStatus(context().app, { path: STAFF_REALTIME_PATH, ...(who ? { cookie: who.cookie } : {}) })).toBe(404);
    }
  });
});

describe('claims', () => {
  it('lets one of two racing operators hold a conversation, and shows the others who holds what as they may see it', async () => {
    const { conversation, persona } = await waitingConversation();
    const [a, b, admin] = [await staff(), await staff(), await staff('admin')];
    const answers = await Promise.all([a, b].map((who) => call(who, claimConversationEndpoint, { body: { conversation } })));
    expect(answers.map((answer) => answer.statusCode).sort((x, y) => x - y)).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    expect(codeOf(answers.find((answer) => answer.statusCode === 409)!)).toBe('conversation_claimed');

    expect((await queueOf(winner, persona)).items[0]?.claim).toMatchObject({ mine: true, staff_email: winner.email });
    expect((await queueOf(loser, persona)).items[0]?.claim).toMatchObject({ mine: false, staff_email: null });
    expect((await queueOf(admin, persona)).items[0]?.claim).toMatchObject({ mine: false, staff_email: winner.email });

    // The loser can neither read nor write it.
    const read = await call(loser, getInboxConversationEndpoint, { query: { conversation } });
    expect([read.statusCode, codeOf(read)]).toEqual([409, 'claim_required']);
    const written = await reply(loser, conversation);
    expect([written.statusCode, codeOf(written)]).toEqual([409, 'claim_required']);

    // A renewal is no new claim: one audit row for the winner.
    await ok(winner, claimConversationEndpoint, { body: { conversation } });
    const claimed = (await auditRowsOf(context(), winner.id)).filter((row) => row.action === 'conversation_claimed');
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ role: 'operator', detail: { conversation } });
    expect((await auditRowsOf(context(), loser.id)).filter((row) => row.action === 'conversation_claimed')).toEqual([]);
  });

  it('returns a conversation whose lease ran out, and a released one, to the others', async () => {
    const { conversation } = await waitingConversation();
    const [a, b] = [await staff(), await staff()];
    await ok(a, claimConversationEndpoint, { body: { conversation } });
    await context()
      .database.db.update(inboxClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(inboxClaims.conversationId, conversation));
    await ok(b, claimConversationEndpoint, { body: { conversation } });
    const late = await reply(a, conversation);
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'claim_required']);

    expect(await ok(b, releaseConversationEndpoint, { body: { conversation } })).toEqual({ released: true });
    expect((await auditRowsOf(context(), b.id)).map((row) => row.action)).toContain('conversation_released');
    await ok(a, claimConversationEndpoint, { body: { conversation } });
  });
});

describe('the persona’s reply', () => {
  it('reaches the member once, as from a member: the message, the counters, read, push and mail — and costs no one credits', async () => {
    const { conversation, persona, member } = await waitingConversation();
    const operator = await staff();
    const socket = openSocket(context().app, { cookie: member.cookie });
    sockets.push(socket);
    expect((await socket.next()).type).toBe('hello');
    const before = await kit.credits(member.id);

    await ok(operator, claimConversationEndpoint, { body: { conversation } });
    const clientId = randomUUID();
    const answer = await ok(operator, replyAsPersonaEndpoint, {
      body: { conversation, client_id: clientId, text: 'Hallo! Mir geht es gut.' },
    });
    expect(answer.message).toMatchObject({ text: 'Hallo! Mir geht es gut.', from_me: true, type: 'text' });

    const { frame } = await socket.until((f) => f.type === 'event' && f.event.kind === 'message');
    expect(eventOf(frame).event).toMatchObject({
      kind: 'message',
      conversation,
      profile: persona,
      message: { id: answer.message.id, text: 'Hallo! Mir geht es gut.', from_me: false },
    });
    const counters = await socket.until((f) => f.type === 'event' && f.event.kind === 'counters');
    expect(eventOf(counters.frame).event).toMatchObject({ kind: 'counters', unread_messages: 1 });
    const read = await socket.until((f) => f.type === 'event' && f.event.kind === 'read');
    expect(eventOf(read.frame).event).toMatchObject({ kind: 'read', conversation, up_to: answer.message.id });

    // A retry of the same reply is the same message, told once.
    const retried = await ok(operator, replyAsPersonaEndpoint, {
      body: { conversation, client_id: clientId, text: 'Hallo! Mir geht es gut.' },
    });
    expect(retried.message.id).toBe(answer.message.id);
    expect(await kit.sentBy(persona)).toHaveLength(1);
    expect(await eventsOf(member, 'message')).toHaveLength(2); // the member's own send, and the reply

    expect(await kit.credits(member.id)).toEqual(before);
    const [stored] = await kit.sentBy(persona);
    expect(stored?.creditsCost).toBe(0);

    const pushes = await context()
      .database.db.select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.kind, 'push-send'), sql`${jobs.payload}->>'userId' = ${String(member.id)}`));
    expect(pushes.length).toBeGreaterThan(0);

    const [who] = await context().database.db.select().from(personaReplies).where(eq(personaReplies.messageId, answer.message.id));
    expect(who).toMatchObject({ staffId: operator.id, language: 'de' });
    expect(who?.waitedSeconds).toBeGreaterThanOrEqual(0);
    const logged = (await auditRowsOf(context(), operator.id)).filter((row) => row.action === 'persona_message_sent');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ memberUserId: member.id, profileId: persona, detail: { conversation, message: answer.message.id } });
  });

  it('sends a photo of the persona’s own gallery, which the member can open', async () => {
    const { conversation, persona, member } = await waitingConversation();
    const operator = await staff();
    const [gallery] = await context().database.db.select().from(photos).where(eq(photos.profileId, persona));
    const dir = path.join(context().config.dataDir, 'photos');
    await fs.mkdir(dir, { recursive: true });
    const jpeg = await sharp({ create: { width: 640, height: 800, channels: 3, background: '#c36' } })
      .jpeg()
      .toBuffer();
    await fs.writeFile(path.join(dir, gallery!.filename), jpeg);

    await ok(operator, claimConversationEndpoint, { body: { conversation } });
    const view = await ok(operator, getInboxConversationEndpoint, { query: { conversation } });
    expect(view.persona.photos.map((photo) => photo.id)).toEqual([gallery!.id]);
    const answer = await ok(operator, replyAsPersonaEndpoint, { body: { conversation, client_id: randomUUID(), photo: gallery!.id } });
    expect(answer.message.type).toBe('photo');
    const url = new URL(answer.message.photo!.url, 'http://x');
    const served = await inject(context().app, chatPhotoLink, { as: member, query: Object.fromEntries(url.searchParams) });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);

    // Not a photo of another profile's gallery.
    const other = await fictionalProfile(context());
    const [foreign] = await context().database.db.select().from(photos).where(eq(photos.profileId, other));
    expect((await reply(operator, conversation, { photo: foreign!.id })).statusCode).toBe(404);
  });
});

describe('the conversation an operator holds', () => {
  it('shows a member’s photo to the operator holding the conversation only', async () => {
    const { conversation, persona, member } = await waitingConversation();
    const upload = await inject(context().app, uploadChatPhotoEndpoint, { as: member, form: multipart(await jpegWithGps()) });
    const { photo } = upload.json() as { photo: string };
    const sent = await kit.call(member, sendMessageEndpoint, { body: { profile: persona, client_id: randomUUID(), kind: 'photo', photo } });
    expect(sent.statusCode).toBe(200);
    const [holder, other] = [await staff(), await staff()];
    await ok(holder, claimConversationEndpoint, { body: { conversation } });
    const view = await ok(holder, getInboxConversationEndpoint, { query: { conversation } });
    const shown = view.messages.find((message) => message.type === 'photo')?.photo;
    expect(shown?.url).toMatch(/^\/api\/staff\/inbox\/chat-photo\.php\?/);
    const fetchAs = (who: Staff, url: string) =>
      inject(context().app, staffChatPhotoLink, { as: who.cookie, query: Object.fromEntries(new URL(url, 'http://x').searchParams) });
    const full = await fetchAs(holder, shown!.url);
    expect([full.statusCode, full.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await fetchAs(holder, shown!.thumb_url)).statusCode).toBe(200);
    expect((await fetchAs(other, shown!.url)).statusCode).toBe(404);
    // The photo of another conversation is not this conversation's, whatever its token.
    const elsewhere = await waitingConversation();
    await ok(holder, claimConversationEndpoint, { body: { conversation: elsewhere.conversation } });
    const swapped = shown!.url.replace(`conversation=${conversation}`, `conversation=${elsewhere.conversation}`);
    expect((await fetchAs(holder, swapped)).statusCode).toBe(404);
  });

  it('shows this conversation only, and nothing private of the member', async () => {
    const { conversation, persona, member } = await waitingConversation({ text: 'Nur für Anna' });
    const otherPersona = await fictionalProfile(context(), { name: 'Mia' });
    await kit.send(member, otherPersona, { text: 'Nur für Mia' });
    const operator = await staff();
    await ok(operator, claimConversationEndpoint, { body: { conversation } });
    const view = await ok(operator, getInboxConversationEndpoint, { query: { conversation } });
    expect(view.messages.map((message) => message.text)).toEqual(['Nur für Anna']);
    expect(view.persona).toMatchObject({ id: persona, name: 'Anna' });
    expect(view.member).toMatchObject({ id: member.profileId, language: 'de', time_zone: 'Europe/Brussels' });
    expect(JSON.stringify(view)).not.toContain(member.email);
  });

  it('keeps the facts and notes operators write, for every operator, each logged', async () => {
    const { conversation, persona, member } = await waitingConversation();
    const [a, b] = [await staff(), await staff()];
    await ok(a, claimConversationEndpoint, { body: { conversation } });
    const { fact } = await ok(a, addPersonaFactEndpoint, { body: { conversation, text: 'Has a dog called Bruno' } });
    const { note } = await ok(a, addMemberNoteEndpoint, { body: { conversation, text: 'Works night shifts' } });
    expect(fact).toMatchObject({ text: 'Has a dog called Bruno', author_email: a.email });
    await ok(a, releaseConversationEndpoint, { body: { conversation } });

    await ok(b, claimConversationEndpoint, { body: { conversation } });
    const view = await ok(b, getInboxConversationEndpoint, { query: { conversation } });
    expect(view.persona.facts).toEqual([fact]);
    expect(view.member.notes).toEqual([note]);
    await ok(b, removePersonaFactEndpoint, { body: { conversation, fact: fact.id } });
    expect((await ok(b, getInboxConversationEndpoint, { query: { conversation } })).persona.facts).toEqual([]);

    expect((await auditRowsOf(context(), a.id)).map((row) => row.action)).toEqual(
      expect.arrayContaining(['persona_fact_added', 'member_note_added']),
    );
    const removed = (await auditRowsOf(context(), b.id)).find((row) => row.action === 'persona_fact_removed');
    expect(removed).toMatchObject({ profileId: persona, detail: { fact: fact.id, text: 'Has a dog called Bruno' } });
    const noted = (await auditRowsOf(context(), a.id)).find((row) => row.action === 'member_note_added');
    expect(noted?.memberUserId).toBe(member.id);
  });
});

describe('the staff socket', () => {
  it('tells the consoles of a new message, and carries typing both ways while the operator holds the conversation', async () => {
    const operator = await staff();
    const console = openStaffSocket(context().app, { cookie: operator.cookie });
    sockets.push(console);
    expect(await console.next()).toEqual({ type: 'hello' });

    const { conversation, persona, member } = await waitingConversation();
    await console.until((frame) => frame.type === 'inbox' && frame.conversation === conversation);

    const memberSocket: TestSocket = openSocket(context().app, { cookie: member.cookie });
    sockets.push(memberSocket);
    expect((await memberSocket.next()).type).toBe('hello');

    // Typing before the claim reaches nobody; after it, the member sees the persona typing.
    await ok(operator, claimConversationEndpoint, { body: { conversation } });
    console.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    const typing = await memberSocket.until((frame) => frame.type === 'typing');
    expect(typing.frame).toEqual({ type: 'typing', conversation, profile: persona, typing: true });

    memberSocket.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    const seen = await console.until((frame) => frame.type === 'typing');
    expect(seen.frame).toEqual({ type: 'typing', conversation, typing: true });
  });

  it('reaches no member from an operator who does not hold the conversation', async () => {
    const { conversation, member } = await waitingConversation();
    const [holder, other] = [await staff(), await staff()];
    await ok(holder, claimConversationEndpoint, { body: { conversation } });
    const console = openStaffSocket(context().app, { cookie: other.cookie });
    sockets.push(console);
    await console.next();
    const memberSocket = openSocket(context().app, { cookie: member.cookie });
    sockets.push(memberSocket);
    await memberSocket.next();
    console.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    // The holder's typing, started and stopped after the other's was handled: the member gets those two only.
    const holderConsole = openStaffSocket(context().app, { cookie: holder.cookie });
    sockets.push(holderConsole);
    await holderConsole.next();
    holderConsole.ws.send(JSON.stringify({ type: 'typing', conversation, typing: true }));
    holderConsole.ws.send(JSON.stringify({ type: 'typing', conversation, typing: false }));
    await memberSocket.until((frame) => frame.type === 'typing' && !frame.typing);
    expect(memberSocket.frames.filter((frame) => frame.type === 'typing').map((frame) => frame.type === 'typing' && frame.typing)).toEqual([
      true,
      false,
    ]);
  });
});
