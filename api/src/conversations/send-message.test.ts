import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  ConversationResponseSchema,
  ErrorBodySchema,
  SendMessageResponseSchema,
  SignupResponseSchema,
  deleteChatEndpoint,
  getConversationEndpoint,
  listChatsEndpoint,
  signUpEndpoint,
  type ChatAllowance,
} from '@dating/shared/contracts/index';
import { blocks, conversationParticipants, conversations, profiles, users } from '../db/schema';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { chatKit, type ChatMember } from './chat-test-kit';
import { sendMessage } from './send-message';

// Rate limits lifted: these tests send in bursts on purpose (the limit has its own test file).
const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const { send, credits } = kit;

const SETTINGS = { message_credits: 1, free_messages: 3, message_length: 1000 };

async function sent(response: Awaited<ReturnType<typeof send>>) {
  expect(response.statusCode).toBe(200);
  return SendMessageResponseSchema.parse(response.json());
}

function refused(response: Awaited<ReturnType<typeof send>>, status: number, code: string) {
  expect({ status: response.statusCode, code: ErrorBodySchema.parse(response.json()).error.code }).toEqual({ status, code });
}

/** A free member who has used their free messages on a first conversation with `partner`. */
async function freeMemberWithoutFreeMessages(partner: ChatMember): Promise<ChatMember> {
  const member = await kit.member();
  for (let i = 0; i < SETTINGS.free_messages; i += 1) await sent(await send(member, partner.profileId, { text: `free ${i}` }));
  expect((await credits(member.id)).freeUsed).toBe(SETTINGS.free_messages);
  return member;
}

describe('what a send costs', () => {
  it('uses the free messages first, then message_credits through the ledger; the allowance follows', async () => {
    const [member, partner] = [await kit.member(), await kit.member()];
    await kit.grant(member.id, 2);
    const allowances: ChatAllowance[] = [];
    for (let i = 0; i < 5; i += 1) allowances.push((await sent(await send(member, partner.profileId))).allowance);
    expect(allowances.map((a) => [a.free_messages_left, a.credits])).toEqual([
      [2, 2],
      [1, 2],
      [0, 2],
      [0, 1],
      [0, 0],
    ]);
    expect(allowances.every((a) => a.conversations_left === 1 && !a.premium && a.message_credits === 1)).toBe(true);
    const stored = await kit.sentBy(member.profileId);
    expect(stored.map((m) => m.creditsCost)).toEqual([0, 0, 0, 1, 1]);
    expect(await credits(member.id)).toEqual({ balance: 0, ledger: 0, rows: 3, freeUsed: 3 });

    refused(await send(member, partner.profileId), 402, 'not_enough_credits');
    expect(await kit.sentBy(member.profileId)).toHaveLength(5);
    expect(await credits(member.id)).toEqual({ balance: 0, ledger: 0, rows: 3, freeUsed: 3 });
  });

  it('premium members pay every message (no free messages) and may start any number of conversations', async () => {
    const member = await kit.member({ paid: true });
    await kit.grant(member.id, 3);
    const partners = [await kit.member(), await kit.member(), await kit.member()];
    const answers = [];
    for (const partner of partners) answers.push(await sent(await send(member, partner.profileId)));
    expect(answers.map((a) => a.allowance)).toEqual(
      [2, 1, 0].map((credits) => expect.objectContaining({ credits, premium: true, free_messages_left: 0, conversations_left: null })),
    );
    refused(await send(member, partners[0]!.profileId), 402, 'not_enough_credits');
  });

  it('tells credits, never money: no stored price of a message (minimum_message_costs) to contradict the price list', async () => {
    const partner = await kit.member();
    const member = await kit.member({ profile: { country: 'NL' } });
    const opened = (await kit.call(member, getConversationEndpoint, { query: { profile: partner.profileId } })).json();
    const answer = (await send(member, partner.profileId)).json();
    for (const allowance of [opened.allowance, answer.allowance]) {
      expect(Object.keys(allowance).sort()).toEqual(['conversations_left', 'credits', 'free_messages_left', 'message_credits', 'premium']);
    }
  });
});

describe('free members start at most 2 conversations', () => {
  it('refuses the third with premium_only, keeps writing in the first two, and a removed one still counts', async () => {
    const member = await kit.member();
    await kit.grant(member.id, 10);
    const [a, b, c] = [await kit.member(), await kit.member(), await kit.member()];
    const first = await sent(await send(member, a.profileId));
    expect(first.allowance.conversations_left).toBe(1);
    const second = await sent(await send(member, b.profileId));
    expect(second.allowance.conversations_left).toBe(0);
    const before = await credits(member.id);
    refused(await send(member, c.profileId), 403, 'premium_only');
    expect(await credits(member.id)).toEqual(before);

    // Removing a started conversation frees no slot.
    expect((await kit.call(member, deleteChatEndpoint, { body: { conversation: first.conversation } })).statusCode).toBe(200);
    refused(await send(member, c.profileId), 403, 'premium_only');
    // Writing in a started conversation is no new start; answering a conversation someone else started neither.
    await sent(await send(member, a.profileId));
    await sent(await send(c, member.profileId));
    const reply = await sent(await send(member, c.profileId));
    expect(reply.allowance.conversations_left).toBe(0);
    const after = await credits(member.id);
    expect(after.ledger).toBe(after.balance);
  });
});

describe('refused sends store and charge nothing', () => {
  it('unknown, own, blocked (either way), deleted, leaving and switched-off profiles are 404; the text is checked', async () => {
    const member = await kit.member();
    await kit.grant(member.id, 5);
    const gone = await Promise.all([1, 2, 3, 4, 5].map(() => kit.member()));
    const [blockedByMe, blockingMe, deleted, leaving, switchedOff] = gone as [ChatMember, ChatMember, ChatMember, ChatMember, ChatMember];
    // The member knew them all: a conversation each (the other side started it).
    for (const other of gone) await sent(await send(other, member.profileId));
    await kit
      .db()
      .insert(blocks)
      .values([
        { blockerProfileId: member.profileId, blockedProfileId: blockedByMe.profileId },
        { blockerProfileId: blockingMe.profileId, blockedProfileId: member.profileId },
      ]);
    await kit.db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, deleted.profileId));
    await kit.db().update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, leaving.id));
    await kit.db().update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, switchedOff.profileId));
    const before = await credits(member.id);

    for (const other of gone) {
      refused(await send(member, other.profileId), 404, 'not_found');
      // The history stays readable, and says the member left.
      const view = ConversationResponseSchema.parse(
        (await kit.call(member, getConversationEndpoint, { query: { profile: other.profileId } })).json(),
      );
      expect(view).toMatchObject({ send_state: 'partner_left', profile: { id: other.profileId, online: false, main_image: null } });
      expect(view.messages.map((m) => m.from_me)).toEqual([false]);
    }
    refused(await send(member, member.profileId), 404, 'not_found');
    refused(await send(member, 2_000_000_000), 404, 'not_found');
    refused(await send(member, gone[0]!.profileId, { text: '  \n ' }), 400, 'validation_failed');
    const long = await send(member, (await kit.member()).profileId, { text: 'x'.repeat(1001) });
    refused(long, 400, 'validation_failed');
    expect(ErrorBodySchema.parse(long.json()).error.field).toBe('text');

    expect(await kit.sentBy(member.profileId)).toHaveLength(0);
    expect(await credits(member.id)).toEqual(before);
  });

  it('a member whose e-mail is unconfirmed may write, but is answered only once confirmed (reply_not_allowed)', async () => {
    const member = await kit.member();
    const fresh = await kit.member({ confirmed: false });
    const first = await sent(await send(fresh, member.profileId, { text: 'Hi, I am new here' }));
    const view = ConversationResponseSchema.parse(
      (await kit.call(member, getConversationEndpoint, { query: { conversation: first.conversation } })).json(),
    );
    expect(view.send_state).toBe('reply_not_allowed');
    const before = await credits(member.id);
    refused(await send(member, fresh.profileId), 403, 'reply_not_allowed');
    expect(await credits(member.id)).toEqual(before);
    // The unconfirmed side writes on.
    await sent(await send(fresh, member.profileId));
    await kit.db().update(users).set({ status: 'confirmed' }).where(eq(users.id, fresh.id));
    await kit.db().update(profiles).set({ status: 'active' }).where(eq(profiles.id, fresh.profileId));
    await sent(await send(member, fresh.profileId));
  });
});

describe('exactly once per client id', () => {
  it('a retried send answers the first message again and charges once', async () => {
    const member = await kit.member({ paid: true });
    const partner = await kit.member();
    await kit.grant(member.id, 5);
    const clientId = randomUUID();
    const first = await sent(await send(member, partner.profileId, { clientId, text: 'Only once' }));
    const again = await sent(await send(member, partner.profileId, { clientId, text: 'Only once' }));
    expect(again.message).toEqual(first.message);
    expect(again.conversation).toBe(first.conversation);
    expect(first.message).toMatchObject({ client_id: clientId, text: 'Only once', from_me: true, type: 'text' });
    expect(await kit.sentBy(member.profileId)).toHaveLength(1);
    expect(await credits(member.id)).toEqual({ balance: 4, ledger: 4, rows: 2, freeUsed: 0 });
  });

  it('20 concurrent sends with one client id: one message, one debit', async () => {
    const member = await kit.member({ paid: true });
    const partner = await kit.member();
    await kit.grant(member.id, 50);
    const clientId = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(member, partner.profileId, { clientId })));
    const bodies = await Promise.all(answers.map(sent));
    expect(new Set(bodies.map((b) => b.message.id)).size).toBe(1);
    expect(await kit.sentBy(member.profileId)).toHaveLength(1);
    expect(await credits(member.id)).toEqual({ balance: 49, ledger: 49, rows: 2, freeUsed: 0 });
  });

  it('20 concurrent different sends with credits for 5 and no free message left: exactly 5 stored, balance 0', async () => {
    const partner = await kit.member();
    const member = await freeMemberWithoutFreeMessages(partner);
    await kit.grant(member.id, 5);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(member, partner.profileId, { text: `race ${i}` })));
    const statuses = answers.map((a) => a.statusCode).sort((x, y) => x - y);
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(15).fill(402)]);
    const paid = (await kit.sentBy(member.profileId)).filter((m) => m.creditsCost > 0);
    expect(paid).toHaveLength(5);
    expect(await credits(member.id)).toMatchObject({ balance: 0, ledger: 0 });
  });

  it('the domain call alone (no route) is just as exact', async () => {
    const partner = await kit.member();
    const member = await freeMemberWithoutFreeMessages(partner);
    await kit.grant(member.id, 3);
    const request = (i: number) => ({ profile: partner.profileId, client_id: randomUUID(), kind: 'text' as const, text: `direct ${i}` });
    const settings = { ...SETTINGS, chat_history_limit: 500, photo_credits: 2, gift_credits: 5 };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        sendMessage(kit.db(), { userId: member.id, settings, request: request(i), mailDelaySeconds: 120 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await credits(member.id)).toMatchObject({ balance: 0, ledger: 0 });
  });
});

describe('one conversation per pair', () => {
  it('both members sending a first message at the same instant end in one conversation, started by one of them', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await kit.member(), await kit.member()];
      const [fromA, fromB] = await Promise.all([send(a, b.profileId), send(b, a.profileId)]);
      const [sentA, sentB] = [await sent(fromA), await sent(fromB)];
      expect(sentA.conversation).toBe(sentB.conversation);
      const [row] = await kit.db().select().from(conversations).where(eq(conversations.id, sentA.conversation));
      expect([a.profileId, b.profileId]).toContain(row!.startedByProfileId);
      const [participants] = await kit
        .db()
        .select({ n: count() })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.conversationId, sentA.conversation));
      expect(participants!.n).toBe(2);
      // Exactly one of them used a conversation slot.
      const lefts = [sentA.allowance.conversations_left ?? -1, sentB.allowance.conversations_left ?? -1].sort((x, y) => x - y);
      expect(lefts).toEqual([1, 2]);
    }
  });

  it('a new message brings a removed conversation back for both sides and the sender has read their own', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    const first = await sent(await send(a, b.profileId));
    for (const who of [a, b])
      expect((await kit.call(who, deleteChatEndpoint, { body: { conversation: first.conversation } })).statusCode).toBe(200);
    const next = await sent(await send(b, a.profileId, { text: 'Still there?' }));
    expect(next.conversation).toBe(first.conversation);
    for (const who of [a, b]) {
      const list = (await kit.call(who, listChatsEndpoint)).json();
      expect(list.chats.map((c: { conversation: number }) => c.conversation)).toEqual([first.conversation]);
    }
    const listA = (await kit.call(a, listChatsEndpoint)).json();
    expect(listA.chats[0]).toMatchObject({ num_unread_messages: 1, last_message: { text: 'Still there?', from_me: false } });
    expect((await kit.call(b, listChatsEndpoint)).json().chats[0].num_unread_messages).toBe(0);
  });
});

describe('signup’s first message', () => {
  it('counts as one started conversation and one free message', async () => {
    const partner = await kit.member();
    const response = await inject(context().app, signUpEndpoint, {
      body: {
        email: `chat-signup-${randomUUID()}@demo.test`,
        password: 'long-enough-password',
        name: 'Newcomer',
        date_of_birth: '1990-02-03',
        gender: 'female',
        sexuality: 'hetero',
        country: 'NL',
        region_id: null,
        city: 'Utrecht',
        signup_message: 'Hello from the signup form',
        to_profile_id: partner.profileId,
      },
    });
    expect(response.statusCode).toBe(200);
    const { user } = SignupResponseSchema.parse(response.json());
    const cookie = response.cookies.find((c) => c.name === 'dating_session')!;
    const newcomer: ChatMember = { id: user.id, profileId: user.profile.id, email: user.email, cookie: `dating_session=${cookie.value}` };
    const view = ConversationResponseSchema.parse(
      (await kit.call(newcomer, getConversationEndpoint, { query: { profile: partner.profileId } })).json(),
    );
    expect(view.messages.map((m) => [m.text, m.from_me])).toEqual([['Hello from the signup form', true]]);
    expect(view.allowance).toMatchObject({ free_messages_left: 2, conversations_left: 1 });
    const [row] = await kit.db().select().from(conversations).where(eq(conversations.id, view.conversation!));
    expect(row!.startedByProfileId).toBe(newcomer.profileId);
    // Writing on from the chat continues that conversation.
    const next = await sent(await send(newcomer, partner.profileId));
    expect(next.conversation).toBe(view.conversation);
    expect(next.allowance).toMatchObject({ free_messages_left: 1, conversations_left: 1 });
  });
});
