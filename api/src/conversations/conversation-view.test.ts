import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ChatsResponseSchema,
  ConversationResponseSchema,
  ErrorBodySchema,
  MarkReadResponseSchema,
  MessagesPageSchema,
  SendMessageResponseSchema,
  blockProfileEndpoint,
  deleteChatEndpoint,
  deleteChatsByProfileEndpoint,
  getConversationEndpoint,
  listChatsEndpoint,
  listMessagesEndpoint,
  markReadEndpoint,
  unblockProfileEndpoint,
} from '@dating/shared/contracts/index';
import { messages, sites } from '../db/schema';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { chatKit, type ChatMember } from './chat-test-kit';
import { MESSAGE_PAGE_SIZE } from './conversation-view';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const SHORT_HISTORY_HOST = 'short-history.localhost';
const HISTORY_LIMIT = 70;

beforeAll(async () => {
  // A site that shows only the newest 70 messages of a conversation (before any request fills the site cache).
  const db = kit.db();
  const [local] = await db.select().from(sites).where(eq(sites.host, 'localhost'));
  await db.insert(sites).values({
    host: SHORT_HISTORY_HOST,
    companyId: local!.companyId,
    settings: { ...local!.settings, domain: SHORT_HISTORY_HOST, chat_history_limit: HISTORY_LIMIT },
    vapidPrivateKey: local!.vapidPrivateKey,
  });
});

const open = async (who: ChatMember, query: z.input<typeof getConversationEndpoint.query>, host?: string) => {
  const response = await inject(context().app, getConversationEndpoint, { as: who, query, headers: host ? { host } : {} });
  expect(response.statusCode).toBe(200);
  return ConversationResponseSchema.parse(response.json());
};

const page = async (who: ChatMember, conversation: number, before: number, host?: string) => {
  const response = await inject(context().app, listMessagesEndpoint, {
    as: who,
    query: { conversation, before },
    headers: host ? { host } : {},
  });
  expect(response.statusCode).toBe(200);
  return MessagesPageSchema.parse(response.json());
};

async function converse(a: ChatMember, b: ChatMember, text = 'Hi') {
  const response = await kit.send(a, b.profileId, { text });
  expect(response.statusCode).toBe(200);
  return SendMessageResponseSchema.parse(response.json());
}

const unreadOf = async (who: ChatMember) => ChatsResponseSchema.parse((await kit.call(who, listChatsEndpoint)).json()).total_unread;

describe('only participants see a conversation', () => {
  it('another member’s conversation is 404 for opening, paging, reading and deleting — as one that does not exist', async () => {
    const [a, b, stranger] = [await kit.member(), await kit.member(), await kit.member()];
    const { conversation, message } = await converse(a, b);
    for (const id of [conversation, 2_000_000_000]) {
      const answers = [
        await kit.call(stranger, getConversationEndpoint, { query: { conversation: id } }),
        await kit.call(stranger, listMessagesEndpoint, { query: { conversation: id } }),
        await kit.call(stranger, listMessagesEndpoint, { query: { conversation: id, before: message.id + 1 } }),
        await kit.call(stranger, markReadEndpoint, { body: { conversation: id, up_to: message.id } }),
        await kit.call(stranger, deleteChatEndpoint, { body: { conversation: id } }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(404);
        expect(ErrorBodySchema.parse(answer.json()).error.code).toBe('not_found');
      }
    }
    // Nothing changed for the participants.
    expect((await open(b, { conversation: conversation })).messages.map((m) => m.id)).toEqual([message.id]);
    expect(await unreadOf(b)).toBe(1);
  });
});

describe('GET /api/conversation.php', () => {
  it('by profile: the pair’s conversation, or none yet (conversation null); unknown, own or blocked profiles are 404', async () => {
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const none = await open(a, { profile: b.profileId });
    expect(none).toMatchObject({
      conversation: null,
      messages: [],
      older_cursor: null,
      history_limited: false,
      send_state: 'open',
      read_up_to: 0,
      profile: { id: b.profileId },
      allowance: { free_messages_left: 3, conversations_left: 2 },
    });
    const { conversation } = await converse(a, b);
    expect((await open(a, { profile: b.profileId })).conversation).toBe(conversation);
    expect((await open(b, { profile: a.profileId })).conversation).toBe(conversation);
    expect((await kit.call(a, getConversationEndpoint, { query: { profile: a.profileId } })).statusCode).toBe(404);
    expect((await kit.call(a, getConversationEndpoint, { query: { profile: 2_000_000_000 } })).statusCode).toBe(404);
    expect((await kit.call(c, blockProfileEndpoint, { body: { profile: a.profileId } })).statusCode).toBe(200);
    expect((await kit.call(a, getConversationEndpoint, { query: { profile: c.profileId } })).statusCode).toBe(404);
    expect((await kit.call(a, getConversationEndpoint)).statusCode).toBe(400);
    expect((await kit.call(a, getConversationEndpoint, { query: { profile: b.profileId, conversation } })).statusCode).toBe(400);
  });

  it('tells the sender how far the other side has read (read receipts)', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    const first = await converse(a, b, 'one');
    const second = await converse(a, b, 'two');
    expect((await open(a, { conversation: first.conversation })).read_up_to).toBe(0);
    const read = await kit.call(b, markReadEndpoint, { body: { conversation: first.conversation, up_to: first.message.id } });
    expect(MarkReadResponseSchema.parse(read.json())).toEqual({ ok: true, total_unread: 1 });
    expect((await open(a, { conversation: first.conversation })).read_up_to).toBe(first.message.id);
    // b's own reply moves b's read mark past a's messages.
    await converse(b, a, 'three');
    expect((await open(a, { conversation: first.conversation })).read_up_to).toBe(second.message.id);
  });

  it('a conversation the member removed stays readable by id, is not listed, and a new message brings it back', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    const { conversation } = await converse(b, a, 'hello');
    expect((await kit.call(a, deleteChatEndpoint, { body: { conversation } })).statusCode).toBe(200);
    expect(ChatsResponseSchema.parse((await kit.call(a, listChatsEndpoint)).json())).toEqual({ chats: [], total_unread: 0 });
    expect((await open(a, { conversation: conversation })).messages.map((m) => m.text)).toEqual(['hello']);
    await converse(b, a, 'again');
    const list = ChatsResponseSchema.parse((await kit.call(a, listChatsEndpoint)).json());
    expect(list.chats.map((c) => c.conversation)).toEqual([conversation]);
    expect(list.total_unread).toBe(2);
  });
});

describe('paging and the history limit', () => {
  it('newest page first, older pages by cursor, stable while messages arrive; never beyond the newest 70', async () => {
    const [a, b] = [await kit.member({ paid: true }), await kit.member()];
    await kit.grant(a.id, 10);
    const { conversation } = await converse(a, b, 'message 0');
    // History written directly: 99 more, alternating sides.
    const inserted = await kit
      .db()
      .insert(messages)
      .values(
        Array.from({ length: 99 }, (_, i) => ({
          conversationId: conversation,
          senderProfileId: i % 2 === 0 ? b.profileId : a.profileId,
          body: `message ${i + 1}`,
        })),
      )
      .returning({ id: messages.id });
    expect(inserted).toHaveLength(99);
    const all = (
      await kit.db().select({ id: messages.id }).from(messages).where(eq(messages.conversationId, conversation)).orderBy(messages.id)
    ).map((m) => m.id);

    const first = await open(a, { conversation: conversation }, SHORT_HISTORY_HOST);
    expect(first.messages.map((m) => m.id)).toEqual(all.slice(-MESSAGE_PAGE_SIZE));
    expect(first.older_cursor).toBe(first.messages[0]!.id);
    expect(first.history_limited).toBe(true);
    expect(first.messages.at(-1)).toMatchObject({ text: 'message 99', from_me: false });

    // Two messages arrive between pages: older pages do not shift.
    await converse(b, a, 'new 1');
    await converse(a, b, 'new 2');
    const seen = first.messages.map((m) => m.id);
    let cursor = first.older_cursor;
    let pages = 0;
    while (cursor !== null && pages < 10) {
      const next = await page(a, conversation, cursor, SHORT_HISTORY_HOST);
      expect(next.history_limited).toBe(true);
      seen.unshift(...next.messages.map((m) => m.id));
      cursor = next.older_cursor;
      pages += 1;
    }
    // Everything of the newest 70 (counted with the two new ones) that is older than the first page, once, in order.
    const total = all.length + 2;
    expect(seen).toEqual(all.slice(total - HISTORY_LIMIT));

    // On the default site (limit 500) the whole conversation pages through to its first message.
    const full = await open(a, { conversation: conversation });
    expect(full.history_limited).toBe(false);
    let oldest = full.older_cursor;
    let last = full;
    for (let i = 0; oldest !== null && i < 10; i += 1) {
      const next = await page(a, conversation, oldest);
      oldest = next.older_cursor;
      last = { ...last, ...next };
    }
    expect(last.messages[0]).toMatchObject({ text: 'message 0', from_me: true });
  });
});

describe('POST /api/chat-read.php', () => {
  it('moves the read mark forward only, never past the newest message, and answers the unread total of the list', async () => {
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const one = await converse(b, a, 'one');
    await converse(b, a, 'two');
    await converse(c, a, 'from c');
    expect(await unreadOf(a)).toBe(3);
    const mark = async (upTo: number) =>
      MarkReadResponseSchema.parse((await kit.call(a, markReadEndpoint, { body: { conversation: one.conversation, up_to: upTo } })).json())
        .total_unread;
    expect(await mark(one.message.id)).toBe(2);
    expect(await mark(1)).toBe(2); // never backwards
    expect(await mark(Number.MAX_SAFE_INTEGER)).toBe(1); // capped at the newest message…
    await converse(b, a, 'three');
    expect(await unreadOf(a)).toBe(2); // …so a later message is unread again
  });
});

describe('DELETE /api/chats.php', () => {
  it('removes every conversation with the profile for the member only; blocking does it too', async () => {
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const withB = await converse(b, a);
    const withC = await converse(c, a);
    const listed = async (who: ChatMember) =>
      ChatsResponseSchema.parse((await kit.call(who, listChatsEndpoint)).json()).chats.map((x) => x.conversation);
    const removed = await kit.call(a, deleteChatsByProfileEndpoint, { body: { profile: b.profileId } });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect(await listed(a)).toEqual([withC.conversation]);
    expect(await listed(b)).toEqual([withB.conversation]);
    // Nothing to remove is fine.
    expect((await kit.call(a, deleteChatsByProfileEndpoint, { body: { profile: 2_000_000_000 } })).statusCode).toBe(200);

    expect((await kit.call(a, blockProfileEndpoint, { body: { profile: c.profileId } })).statusCode).toBe(200);
    expect((await kit.call(a, unblockProfileEndpoint, { body: { profile: c.profileId } })).statusCode).toBe(200);
    expect(await listed(a)).toEqual([]);
    expect(await listed(c)).toEqual([withC.conversation]);
  });
});
