import { vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { likeProfileEndpoint } from '@dating/shared/contracts/index';
import { savePushSubscription } from '../account-settings/account-flags';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { startLocalPushServer, type LocalPushServer, type LocalSubscription } from './local-push-service';
import { pushJobs } from './push-jobs';

/**
 * What sets a push off (docs/push.md): a message (the first of a conversation, then the next ones),
 * a like and a match — each enqueued with its cause and delivered by the worker to the local push
 * service, which checks the VAPID signature and decrypts what arrived.
 */
const context = setupTestContext();
const kit = chatKit(context);
let server: LocalPushServer;
beforeAll(async () => {
  server = await startLocalPushServer();
});
afterAll(() => server.close());

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const drain = () => createWorker({ db: context().database.db, log, kinds: pushJobs(context().app.context).kinds, random: () => 1 }).drain();

async function subscribe(member: ChatMember): Promise<LocalSubscription> {
  const db = context().database.db;
  const [user] = await db.select({ siteId: users.siteId }).from(users).where(eq(users.id, member.id));
  const site = await context().app.context.sites.forId(user!.siteId);
  const subscription = server.subscribe({ applicationServerKey: site.settings.push_public_key });
  await savePushSubscription(db, member.id, subscription);
  return subscription;
}

const received = (subscription: LocalSubscription): Record<string, unknown>[] =>
  server.service.received(subscription.endpoint).map((push) => ({
    ...(JSON.parse(push.payload) as Record<string, unknown>),
    topic: push.headers.topic,
  }));

it('a message pushes the recipient at once: the first as a new conversation, a later one as a new message, neither naming the sender', async () => {
  const sender = await kit.member({ profile: { name: 'Evangelina' } });
  const recipient = await kit.member();
  const device = await subscribe(recipient);

  const first = await kit.send(sender, recipient.profileId, { text: 'Hello there, how are you?' });
  expect(first.statusCode).toBe(200);
  const conversation = (first.json() as { conversation: number }).conversation;
  await drain();
  await kit.send(sender, recipient.profileId, { text: 'Still there?' });
  await drain();

  const pushes = received(device);
  expect(pushes).toEqual([
    expect.objectContaining({ type: 'new_conversations', url: `/chats/${conversation}`, topic: `conversation-${conversation}` }),
    expect.objectContaining({ type: 'new_messages', url: `/chats/${conversation}`, topic: `conversation-${conversation}` }),
  ]);
  for (const push of pushes) {
    const shown = `${String(push.title)} ${String(push.body)}`;
    expect(shown).not.toContain('Evangelina');
    expect(shown).not.toContain('Hello there');
  }
});

it('a like pushes the liked member towards their received likes, and the like back towards the matches', async () => {
  const liker = await kit.member();
  const liked = await kit.member();
  const likedDevice = await subscribe(liked);
  const likerDevice = await subscribe(liker);

  expect((await kit.call(liker, likeProfileEndpoint, { body: { profile: liked.profileId } })).statusCode).toBe(200);
  await drain();
  expect(received(likedDevice)).toEqual([expect.objectContaining({ type: 'like', url: '/likes/received', topic: 'likes' })]);

  expect((await kit.call(liked, likeProfileEndpoint, { body: { profile: liker.profileId } })).statusCode).toBe(200);
  await drain();
  expect(received(likerDevice)).toEqual([expect.objectContaining({ type: 'like', url: '/likes/matches', topic: 'likes' })]);
});
