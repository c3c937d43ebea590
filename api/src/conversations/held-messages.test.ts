import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  ChatPhotoUploadResponseSchema,
  chatPhotoLink,
  getConversationEndpoint,
  sendMessageEndpoint,
  uploadChatPhotoEndpoint,
  type Message,
} from '@dating/shared/contracts/index';
import { reviewPhotoEndpoint } from '@dating/shared/contracts/staff-photos';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { chatMedia, conversationParticipants, creditLedger, jobs, memberEvents, messages, profiles, sites, users } from '../db/schema';
import { listWaiting } from '../staff/inbox/inbox-queue';
import { createTestStaff, staffSessionCookie } from '../test/builders/staff';
import { fictionalProfile } from '../test/builders/profiles';
import { inject, injectOk } from '../test/inject';
import { typingRecipient } from '../realtime/typing';
import { setupTestContext } from '../test/test-app';
import { multipart } from '../test/test-photos';
import { loadChatList } from './chat-list';
import { chatKit, type ChatMember } from './chat-test-kit';
import { totalUnread } from './unread-total';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const db = kit.db;
const app = () => context().app;
checkBooksAfterEach(() => kit.db());

let shade = 0;
const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: { r: (shade += 37) % 255, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** Every site's chat photos moderated `chat` (a member's own site's mode applies), put back after each test. */
async function chatModeration(chat: 'pre' | 'post') {
  const before = await db().select().from(sites);
  for (const site of before) {
    await db()
      .update(sites)
      .set({ settings: { ...site.settings, photo_moderation: { profile: 'pre', chat } } })
      .where(eq(sites.id, site.id));
  }
  app().context.sites.invalidate();
  return async () => {
    for (const site of before) await db().update(sites).set({ settings: site.settings }).where(eq(sites.id, site.id));
    app().context.sites.invalidate();
  };
}

let restore: (() => Promise<void>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
});

async function moderatorCookie() {
  return staffSessionCookie(context(), await createTestStaff(context(), { prefix: 'held', role: 'moderator' }));
}

/** A paying sender with 20 credits (a photo costs the demo site's photo_credits, 2). */
async function payingSender() {
  const sender = await kit.member({ paid: true });
  await kit.grant(sender.id, 20);
  return sender;
}

async function sendPhoto(sender: ChatMember, profile: number) {
  const upload = ChatPhotoUploadResponseSchema.parse(
    (await inject(app(), uploadChatPhotoEndpoint, { as: sender.cookie, form: multipart(await png()) })).json(),
  );
  const clientId = randomUUID();
  const sent = await injectOk(app(), sendMessageEndpoint, {
    as: sender.cookie,
    body: { profile, client_id: clientId, kind: 'photo', photo: upload.photo },
  });
  const [media] = await db().select().from(chatMedia).where(eq(chatMedia.token, upload.photo));
  return { ...sent, token: upload.photo, mediaId: media!.id, clientId };
}

const conversationOf = async (who: ChatMember, profile: number) =>
  (await injectOk(app(), getConversationEndpoint, { as: who.cookie, query: { profile } })).messages;

/** The `message` events recorded for a member. */
const messageEvents = async (userId: number) =>
  (
    await db()
      .select()
      .from(memberEvents)
      .where(and(eq(memberEvents.userId, userId), eq(memberEvents.kind, 'message')))
  ).map((row) => (row.payload as { message: Message }).message);

/** Mail and push jobs about a member. */
const notificationJobs = (userId: number) =>
  db()
    .select({ kind: jobs.kind })
    .from(jobs)
    .where(sql`${jobs.kind} IN ('message-mail', 'push-send') AND (${jobs.payload}->>'userId')::int = ${userId}`);

const review = (cookie: string, id: number, decision: 'approve' | 'reject') =>
  inject(app(), reviewPhotoEndpoint, {
    as: cookie,
    body: decision === 'approve' ? { kind: 'chat', id, decision } : { kind: 'chat', id, decision, reason: 'offensive' },
  });

describe('chat photos under pre-moderation', () => {
  it('are held from every path of the recipient, then delivered once on approval, as a new message', async () => {
    restore = await chatModeration('pre');
    const [sender, recipient, cookie] = await Promise.all([payingSender(), kit.member(), moderatorCookie()]);
    const sent = await sendPhoto(sender, recipient.profileId);
    expect(sent.message).toMatchObject({ type: 'photo', review: 'waiting', from_me: true });
    expect((await kit.credits(sender.id)).balance).toBe(18);

    // The sender has it, waiting; the recipient has nothing of it.
    expect((await conversationOf(sender, recipient.profileId)).map((m) => m.review)).toEqual(['waiting']);
    expect(await conversationOf(recipient, sender.profileId)).toEqual([]);
    // Opened from the sender's profile, there is no conversation yet (as before the photo).
    const opened = await injectOk(app(), getConversationEndpoint, { as: recipient.cookie, query: { profile: sender.profileId } });
    expect(opened.conversation).toBeNull();
    expect((await loadChatList(db(), recipient.profileId)).chats).toEqual([]);
    expect(await totalUnread(db(), recipient.profileId)).toBe(0);
    expect(await messageEvents(recipient.id)).toEqual([]);
    expect(await notificationJobs(recipient.id)).toEqual([]);
    expect((await inject(app(), chatPhotoLink, { as: recipient.cookie, query: { id: sent.token, size: 'thumb' } })).statusCode).toBe(404);

    // Typing in the conversation only the held photo is in tells the recipient nothing.
    const viewer = { sessionId: 'typing', userId: sender.id, profileId: sender.profileId, confirmed: true };
    expect(await typingRecipient(db(), viewer, sent.conversation)).toBeNull();

    // A text after it is delivered as usual, and read; the photo stays held.
    await kit.send(sender, recipient.profileId, { text: 'Did you get my photo?' });
    const list = await loadChatList(db(), recipient.profileId);
    expect(list.chats[0]?.last_message).toMatchObject({ type: 'text', text: 'Did you get my photo?' });
    expect(await typingRecipient(db(), viewer, sent.conversation)).toBe(recipient.id);
    expect(list.total_unread).toBe(1);

    const [first, second] = await Promise.all([review(cookie, sent.mediaId, 'approve'), review(cookie, sent.mediaId, 'approve')]);
    expect([first.statusCode, second.statusCode].sort((a, b) => a - b)).toEqual([200, 409]);

    const delivered = await conversationOf(recipient, sender.profileId);
    expect(delivered.map((m) => m.type)).toEqual(['text', 'photo']);
    const photo = delivered[1]!;
    expect(photo.id).toBeGreaterThan(sent.message.id);
    expect(photo.review).toBeUndefined();
    expect(await totalUnread(db(), recipient.profileId)).toBe(2);
    expect((await messageEvents(recipient.id)).filter((m) => m.type === 'photo')).toEqual([photo]);
    expect((await notificationJobs(recipient.id)).map((job) => job.kind).sort()).toEqual(['message-mail', 'push-send']);
    expect((await inject(app(), chatPhotoLink, { as: recipient.cookie, query: { id: sent.token, size: 'thumb' } })).statusCode).toBe(200);

    // The sender's copy moved to the new id with its client id (their bubble moves, never doubles); still paid once.
    const mine = await conversationOf(sender, recipient.profileId);
    expect(mine.map((m) => [m.type, m.id, m.client_id])).toEqual([
      ['text', delivered[0]!.id, expect.any(String)],
      ['photo', photo.id, sent.clientId],
    ]);
    expect((await messageEvents(sender.id)).at(-1)).toMatchObject({ id: photo.id, client_id: sent.clientId });
    const debits = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `message:${sent.message.id}`));
    expect(debits.map((row) => [row.delta, row.messageId])).toEqual([[-2, photo.id]]);
    expect(await kit.sentBy(sender.profileId)).toHaveLength(2);
  });

  it('a rejected one is removed for its sender, its credits back once, and the recipient never saw it', async () => {
    restore = await chatModeration('pre');
    const [sender, recipient, cookie] = await Promise.all([payingSender(), kit.member(), moderatorCookie()]);
    const sent = await sendPhoto(sender, recipient.profileId);

    expect((await review(cookie, sent.mediaId, 'reject')).statusCode).toBe(200);
    expect((await review(cookie, sent.mediaId, 'reject')).statusCode).toBe(409);

    expect(await conversationOf(sender, recipient.profileId)).toEqual([
      expect.objectContaining({ id: sent.message.id, type: 'photo', review: 'removed', photo: null }),
    ]);
    expect(await kit.credits(sender.id)).toMatchObject({ balance: 20, ledger: 20 });
    const refunds = await db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.idempotencyKey, `photo-rejected:${sent.message.id}`));
    expect(refunds.map((row) => row.delta)).toEqual([2]);
    expect((await messageEvents(sender.id)).at(-1)).toMatchObject({ id: sent.message.id, review: 'removed' });

    expect(await conversationOf(recipient, sender.profileId)).toEqual([]);
    expect((await loadChatList(db(), recipient.profileId)).chats).toEqual([]);
    expect(await messageEvents(recipient.id)).toEqual([]);
    expect(await notificationJobs(recipient.id)).toEqual([]);
  });

  it('an approval delivers nothing from a sender banned meanwhile, and nothing into the list of a recipient gone', async () => {
    restore = await chatModeration('pre');
    const [banned, recipient, sender, gone, cookie] = await Promise.all([
      payingSender(),
      kit.member(),
      payingSender(),
      kit.member(),
      moderatorCookie(),
    ]);
    const fromBanned = await sendPhoto(banned, recipient.profileId);
    await db().update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    expect((await review(cookie, fromBanned.mediaId, 'approve')).statusCode).toBe(200);
    // As if the photo had never been sent: a banned member's profile is not found.
    expect((await inject(app(), getConversationEndpoint, { as: recipient.cookie, query: { profile: banned.profileId } })).statusCode).toBe(
      404,
    );
    expect(await messageEvents(recipient.id)).toEqual([]);
    expect(await notificationJobs(recipient.id)).toEqual([]);

    // The recipient deleted their profile before the approval: the sender's bubble stops waiting, and the
    // conversation the photo opened stays out of the recipient's side.
    const toGone = await sendPhoto(sender, gone.profileId);
    await db().update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.profileId));
    expect((await review(cookie, toGone.mediaId, 'approve')).statusCode).toBe(200);
    expect((await conversationOf(sender, gone.profileId)).map((m) => [m.type, m.review])).toEqual([['photo', undefined]]);
    const sides = await db()
      .select({ profileId: conversationParticipants.profileId, deletedAt: conversationParticipants.deletedAt })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, toGone.conversation));
    expect(sides.find((side) => side.profileId === gone.profileId)?.deletedAt).not.toBeNull();
    expect(await notificationJobs(gone.id)).toEqual([]);
  });

  it("to a fictional profile: out of the operators' inbox until approved", async () => {
    restore = await chatModeration('pre');
    const [sender, cookie] = await Promise.all([payingSender(), moderatorCookie()]);
    const persona = await fictionalProfile(context());
    const sent = await sendPhoto(sender, persona);
    expect(await listWaiting(db(), { conversation: sent.conversation })).toEqual([]);

    expect((await review(cookie, sent.mediaId, 'approve')).statusCode).toBe(200);
    const [waiting] = await listWaiting(db(), { conversation: sent.conversation });
    expect(waiting).toMatchObject({ unanswered: 1, last: { type: 'photo' } });
  });
});

describe('chat photos under post-moderation', () => {
  it('arrive at once as before; a rejection removes the picture for both', async () => {
    restore = await chatModeration('post');
    const [sender, recipient, cookie] = await Promise.all([payingSender(), kit.member(), moderatorCookie()]);
    const sent = await sendPhoto(sender, recipient.profileId);
    expect(sent.message.review).toBeUndefined();
    const [received] = await conversationOf(recipient, sender.profileId);
    expect(received).toMatchObject({ id: sent.message.id, type: 'photo', photo: expect.any(Object) });
    expect(await totalUnread(db(), recipient.profileId)).toBe(1);

    expect((await review(cookie, sent.mediaId, 'approve')).statusCode).toBe(200);
    expect((await messageEvents(recipient.id)).map((m) => m.id)).toEqual([sent.message.id]);
    const [row] = await db().select({ id: messages.id }).from(messages).where(eq(messages.id, sent.message.id));
    expect(row).toBeDefined();

    const other = await sendPhoto(sender, recipient.profileId);
    expect((await review(cookie, other.mediaId, 'reject')).statusCode).toBe(200);
    for (const [who, profile] of [
      [sender, recipient.profileId],
      [recipient, sender.profileId],
    ] as const) {
      expect((await conversationOf(who, profile)).map((m) => m.review)).toEqual([undefined, 'removed']);
    }
    // Seen already: nothing given back.
    expect((await kit.credits(sender.id)).balance).toBe(16);
  });
});
