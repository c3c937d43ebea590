import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { z } from 'zod';
import {
  ChatPhotoUploadResponseSchema,
  ChatsResponseSchema,
  ConversationResponseSchema,
  ErrorBodySchema,
  GiftsResponseSchema,
  GifSearchResponseSchema,
  SendMessageResponseSchema,
  blockProfileEndpoint,
  chatPhotoLink,
  deleteChatEndpoint,
  getConversationEndpoint,
  listChatsEndpoint,
  listGiftsEndpoint,
  searchGifsEndpoint,
  sendMessageEndpoint,
  unblockProfileEndpoint,
  uploadChatPhotoEndpoint,
} from '@dating/shared/contracts/index';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { eraseDueAccounts } from '../account-deletion/erase';
import { chatMedia, users } from '../db/schema';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { jpegWithGps, multipart } from '../test/test-photos';
import { pruneUnsentChatPhotos } from './chat-photos';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
// After every test the books add up (balances = ledger, payments credited once, paid messages debited once).
checkBooksAfterEach(() => kit.db());
// The seeded site's prices.
const PRICES = { message: 1, photo: 2, gift: 5 };

const chatPhotoDir = () => path.join(context().config.dataDir, 'chat-photos');

async function uploadPhoto(who: ChatMember, file?: Buffer) {
  return inject(context().app, uploadChatPhotoEndpoint, { as: who, form: multipart(file ?? (await jpegWithGps())) });
}

async function uploaded(who: ChatMember) {
  const response = await uploadPhoto(who);
  expect(response.statusCode).toBe(200);
  return ChatPhotoUploadResponseSchema.parse(response.json());
}

type SendBody = Omit<z.input<typeof sendMessageEndpoint.body>, 'profile' | 'client_id'>;
const sendKind = (from: ChatMember, to: ChatMember, body: SendBody, clientId = randomUUID()) =>
  kit.call(from, sendMessageEndpoint, { body: { profile: to.profileId, client_id: clientId, ...body } });

async function sent(response: Awaited<ReturnType<typeof sendKind>>) {
  expect(response.statusCode).toBe(200);
  return SendMessageResponseSchema.parse(response.json());
}

/** A picture at the URL an answer gave, fetched as an <img> does (no client header). */
const fetchPhoto = (who: ChatMember | null, url: string) =>
  context().app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
/** The picture of an upload by its id, as an <img> fetches it. */
const photoById = (who: ChatMember, id: string) => inject(context().app, chatPhotoLink, { as: who, query: { id }, client: false });

/** Two members, the first having written to the second (a conversation exists) and left with `credits`. */
async function pair(credits = 100) {
  const [a, b] = [await kit.member({ paid: true }), await kit.member({ paid: true })];
  await kit.grant(a.id, credits + PRICES.message);
  await sent(await sendKind(a, b, { text: 'Hi' }));
  return { a, b };
}

describe('photo messages', () => {
  it('costs photo_credits; the picture is re-encoded without metadata and shown to both participants only', async () => {
    const { a, b } = await pair();
    const before = await kit.credits(a.id);
    const upload = await uploaded(a);
    // Upright (EXIF orientation 6 applied) and nothing of the camera or the place left.
    expect(upload).toMatchObject({ width: 200, height: 300 });

    const { message, allowance } = await sent(await sendKind(a, b, { kind: 'photo', photo: upload.photo }));
    expect(message).toMatchObject({ type: 'photo', text: '', gift: null, photo: { width: 200, height: 300, animated: false } });
    expect(allowance.credits).toBe(before.balance - PRICES.photo);
    expect(await kit.credits(a.id)).toMatchObject({ balance: before.balance - PRICES.photo, ledger: before.balance - PRICES.photo });

    const photo = message.photo!;
    const full = await fetchPhoto(b, photo.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, no-cache');
    const metadata = await sharp(full.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect((await fetchPhoto(a, photo.thumb_url)).statusCode).toBe(200);

    // The partner sees it in the conversation as the sender does.
    const view = ConversationResponseSchema.parse((await kit.call(b, getConversationEndpoint, { query: { profile: a.profileId } })).json());
    expect(view.messages.at(-1)).toMatchObject({ type: 'photo', from_me: false, photo: { url: photo.url } });

    // A third member, a visitor and a guessed id get nothing.
    const third = await kit.member();
    expect((await fetchPhoto(third, photo.url)).statusCode).toBe(404);
    expect((await fetchPhoto(null, photo.url)).statusCode).toBe(403);
    expect((await fetchPhoto(b, photo.url.replace(/id=[^&]+/, 'id=AAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
  });

  it('access ends with the conversation: after a block (either side) and for a member who removed it', async () => {
    const { a, b } = await pair();
    const { message } = await sent(await sendKind(a, b, { kind: 'photo', photo: (await uploaded(a)).photo }));
    const url = message.photo!.url;
    expect((await fetchPhoto(b, url)).statusCode).toBe(200);

    expect((await kit.call(b, blockProfileEndpoint, { body: { profile: a.profileId } })).statusCode).toBe(200);
    expect((await fetchPhoto(b, url)).statusCode).toBe(404);
    expect((await fetchPhoto(a, url)).statusCode).toBe(404);
    expect((await kit.call(b, unblockProfileEndpoint, { body: { profile: a.profileId } })).statusCode).toBe(200);
    expect((await fetchPhoto(a, url)).statusCode).toBe(200);

    expect(
      (await kit.call(a, deleteChatEndpoint, { body: { conversation: (await sent(await sendKind(a, b, { text: 'x' }))).conversation } }))
        .statusCode,
    ).toBe(200);
    expect((await fetchPhoto(a, url)).statusCode).toBe(404);
  });

  it('an upload is sent once, by its uploader only; a retry answers the same message and charges once', async () => {
    const { a, b } = await pair();
    const upload = await uploaded(a);
    const clientId = randomUUID();
    const first = await sent(await sendKind(a, b, { kind: 'photo', photo: upload.photo }, clientId));
    const retry = await sent(await sendKind(a, b, { kind: 'photo', photo: upload.photo }, clientId));
    expect(retry.message).toEqual(first.message);
    expect(await kit.credits(a.id)).toMatchObject({ balance: 100 - PRICES.photo, ledger: 100 - PRICES.photo });

    // The same upload in a new message, or someone else's upload: not found, nothing charged.
    const again = await sendKind(a, b, { kind: 'photo', photo: upload.photo });
    expect(again.statusCode).toBe(404);
    const other = await uploaded(b);
    expect((await sendKind(a, b, { kind: 'photo', photo: other.photo })).statusCode).toBe(404);
    expect((await kit.credits(a.id)).balance).toBe(100 - PRICES.photo);

    // Before it is sent, only the uploader may look at it.
    const [pending] = await kit.db().select({ token: chatMedia.token }).from(chatMedia).where(eq(chatMedia.token, other.photo));
    expect(pending).toBeDefined();
    expect((await photoById(b, other.photo)).statusCode).toBe(200);
    expect((await photoById(a, other.photo)).statusCode).toBe(404);
  });

  it('two sends of one upload at once (different client ids): one message, one charge', async () => {
    const { a, b } = await pair();
    const upload = await uploaded(a);
    const responses = await Promise.all(Array.from({ length: 4 }, () => sendKind(a, b, { kind: 'photo', photo: upload.photo })));
    expect(responses.map((response) => response.statusCode).sort((x, y) => x - y)).toEqual([200, 404, 404, 404]);
    expect(await kit.credits(a.id)).toMatchObject({ balance: 100 - PRICES.photo, ledger: 100 - PRICES.photo });
    expect((await kit.sentBy(a.profileId)).filter((m) => m.type === 'photo')).toHaveLength(1);
  });

  it('refuses what is not a photo, and a short balance, keeping nothing', async () => {
    const { a, b } = await pair(1);
    const refused = await uploadPhoto(a, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('validation_failed');
    const short = await sendKind(a, b, { kind: 'photo', photo: (await uploaded(a)).photo });
    expect(short.statusCode).toBe(402);
    expect(await kit.credits(a.id)).toMatchObject({ balance: 1, ledger: 1 });
  });

  it('uploads never sent are removed after a day, rows and files', async () => {
    const { a } = await pair();
    const upload = await uploaded(a);
    const [row] = await kit.db().select({ file: chatMedia.file }).from(chatMedia).where(eq(chatMedia.token, upload.photo));
    const file = path.join(chatPhotoDir(), `${row!.file}.jpg`);
    expect(fs.existsSync(file)).toBe(true);
    expect(await pruneUnsentChatPhotos(kit.db(), chatPhotoDir(), new Date(Date.now() + 60 * 60_000))).toBe(0);
    expect(await pruneUnsentChatPhotos(kit.db(), chatPhotoDir(), new Date(Date.now() + 25 * 60 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(file)).toBe(false);
    expect((await photoById(a, upload.photo)).statusCode).toBe(404);
  });
});

it('erasing an account removes the photos it sent, rows and files', async () => {
  const { a, b } = await pair();
  const upload = await uploaded(a);
  const { message } = await sent(await sendKind(a, b, { kind: 'photo', photo: upload.photo }));
  const [row] = await kit.db().select({ file: chatMedia.file }).from(chatMedia).where(eq(chatMedia.token, upload.photo));
  const file = path.join(chatPhotoDir(), `${row!.file}-thumb.jpg`);
  expect(fs.existsSync(file)).toBe(true);

  const requested = new Date(Date.now() - 15 * 24 * 60 * 60_000);
  await kit.db().update(users).set({ deletionRequestedAt: requested }).where(eq(users.id, a.id));
  const erased = await eraseDueAccounts(kit.db(), {
    now: new Date(),
    photoDir: path.join(context().config.dataDir, 'photos'),
    chatPhotoDir: chatPhotoDir(),
  });
  expect(erased).toContain(a.id);
  expect(fs.existsSync(file)).toBe(false);
  expect(await kit.db().select().from(chatMedia).where(eq(chatMedia.token, upload.photo))).toEqual([]);
  expect((await fetchPhoto(b, message.photo!.url)).statusCode).toBe(404);
});

describe('GIFs', () => {
  it('a GIF found by a German word is sent as an animated photo message at the price of a text, free messages first', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await kit.grant(a.id, 5);
    const found = GifSearchResponseSchema.parse((await kit.call(a, searchGifsEndpoint, { query: { q: 'liebe' } })).json());
    const gif = found.gifs[0]!;
    const first = await sent(await sendKind(a, b, { kind: 'gif', gif: gif.id }));
    expect(first.message).toMatchObject({ type: 'photo', photo: { url: gif.url, width: gif.width, height: gif.height, animated: true } });
    expect(first.allowance).toMatchObject({ credits: 5, free_messages_left: 2 });

    // Paid members pay message_credits for it; an unknown GIF is 404 and costs nothing.
    const [c, d] = [await kit.member({ paid: true }), await kit.member()];
    await kit.grant(c.id, 5);
    expect((await sent(await sendKind(c, d, { kind: 'gif', gif: gif.id }))).allowance.credits).toBe(5 - PRICES.message);
    expect((await sendKind(c, d, { kind: 'gif', gif: 'local:no-such-gif' })).statusCode).toBe(404);
    expect((await kit.credits(c.id)).balance).toBe(5 - PRICES.message);

    // The chat list tells a GIF from a photo (its snippet says "GIF").
    const list = ChatsResponseSchema.parse((await kit.call(b, listChatsEndpoint)).json());
    expect(list.chats.find((chat) => chat.profile.id === a.profileId)?.last_message).toMatchObject({
      type: 'photo',
      photo: { animated: true },
    });

    // The partner sees the same picture in the conversation.
    const view = ConversationResponseSchema.parse((await kit.call(b, getConversationEndpoint, { query: { profile: a.profileId } })).json());
    expect(view.messages.at(-1)?.photo).toMatchObject({ url: gif.url, animated: true });
  });
});

describe('gifts', () => {
  it('lists 20 gifts with the site’s prices and serves their pictures', async () => {
    const { a } = await pair();
    const { gifts } = GiftsResponseSchema.parse((await kit.call(a, listGiftsEndpoint)).json());
    expect(gifts).toHaveLength(20);
    expect(gifts.find((gift) => gift.slug === 'rose')?.price).toBe(PRICES.gift);
    expect(gifts.find((gift) => gift.slug === 'diamond')?.price).toBe(25);
    const picture = await context().app.inject({ method: 'GET', url: gifts[0]!.image_url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect((await context().app.inject({ method: 'GET', url: '/gift-images/..%2Fpackage.json' })).statusCode).toBe(404);
    expect((await inject(context().app, listGiftsEndpoint)).statusCode).toBe(403);
  });

  it('a gift costs its price, once per client_id, and shows as "gift" in the chat list', async () => {
    const { a, b } = await pair();
    const clientId = randomUUID();
    const first = await sent(await sendKind(a, b, { kind: 'gift', gift: 'rose' }, clientId));
    expect(first.message).toMatchObject({ type: 'gift', gift: { slug: 'rose' }, photo: null, text: '' });
    await sent(await sendKind(a, b, { kind: 'gift', gift: 'rose' }, clientId));
    await sent(await sendKind(a, b, { kind: 'gift', gift: 'diamond' }));
    expect(await kit.credits(a.id)).toMatchObject({ balance: 100 - PRICES.gift - 25, ledger: 100 - PRICES.gift - 25 });

    const list = ChatsResponseSchema.parse((await kit.call(b, listChatsEndpoint)).json());
    expect(list.chats.find((chat) => chat.profile.id === a.profileId)?.last_message).toMatchObject({
      type: 'gift',
      gift: { slug: 'diamond' },
    });

    expect((await sendKind(a, b, { kind: 'gift', gift: 'unicorn' })).statusCode).toBe(404);
    expect((await sendKind(a, b, { kind: 'gift', text: 'hi' })).statusCode).toBe(400);
  });

  it('free messages pay for texts, never for gifts or photos', async () => {
    const [a, b] = [await kit.member(), await kit.member()];
    await kit.grant(a.id, PRICES.gift);
    const { allowance } = await sent(await sendKind(a, b, { kind: 'gift', gift: 'rose' }));
    expect(allowance).toMatchObject({ credits: 0, free_messages_left: 3 });
    expect((await sendKind(a, b, { kind: 'photo', photo: (await uploaded(a)).photo })).statusCode).toBe(402);
    expect((await sent(await sendKind(a, b, { text: 'free' }))).allowance).toMatchObject({ credits: 0, free_messages_left: 2 });
  });
});
