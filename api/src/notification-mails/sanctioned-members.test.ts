import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { EMAIL_NOTIFICATION_TYPES, likeProfileEndpoint, requestPasswordResetEndpoint } from '@dating/shared/contracts/index';
import { savePushSubscription } from '../account-settings/account-flags';
import { mayNotify } from '../account-settings/notification-settings';
import { sendMessage } from '../conversations/send-message';
import { users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { recordingMailer } from '../test/recording-mailer';
import { startLocalPushServer, type LocalPushServer } from '../push/local-push-service';
import { enqueuePush, pushJobs } from '../push/push-jobs';
import { createLoggedInMember, createTestMember, type TestMember } from '../test/builders/members';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { likeMailJobs } from './like-mails';
import { defineMemberCampaign } from './member-batches';
import { messageMailJobs } from './message-mails';

/*
 * A suspended or banned member gets no notification (mail or push) while the sanction lasts, and no mail
 * names them to anyone else; account mails they ask for still go. (The statement of reasons, a legal
 * notice, goes whatever the preferences: staff/moderation/moderation.test.ts.)
 */

const { mailer, sent } = recordingMailer();
const context = setupTestContext({ seed: { profiles: 0, photos: false }, app: { mailer, unlimited: true } });
const db = () => context().database.db;
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
const mailsTo = (member: TestMember) => sent.filter((message) => message.to === member.email);

let push: LocalPushServer;
beforeAll(async () => {
  push = await startLocalPushServer();
});
afterAll(() => push.close());

type State = 'banned' | 'suspended' | 'ended';
async function sanction(member: TestMember, state: State) {
  const columns =
    state === 'banned'
      ? { bannedAt: new Date() }
      : { suspendedUntil: new Date(Date.now() + (state === 'suspended' ? 86_400_000 : -60_000)) };
  await db().update(users).set(columns).where(eq(users.id, member.id));
}

/** Runs the due jobs of these kinds, the clock a day ahead (a message mail waits a while after its message). */
const drain = (kinds: ReturnType<typeof likeMailJobs>['kinds']) =>
  createWorker({ db: db(), log: quiet, kinds, now: () => new Date(Date.now() + 86_400_000) }).drain();

describe('notifications and a sanction', () => {
  it('mayNotify: no type by either channel while a suspension or ban lasts; an ended suspension notifies again', async () => {
    for (const state of ['banned', 'suspended', 'ended'] as const) {
      const member = await createTestMember(context(), { prefix: `sanction-notify-${state}` });
      await sanction(member, state);
      for (const type of EMAIL_NOTIFICATION_TYPES) {
        for (const channel of ['email', 'push'] as const) {
          expect([state, type, channel, await mayNotify(db(), member.id, type, channel)]).toEqual([
            state,
            type,
            channel,
            state === 'ended',
          ]);
        }
      }
    }
  });

  it('a campaign (news, reminders, weekly updates) does not select them', async () => {
    const campaign = defineMemberCampaign({
      kind: 'test-sanctioned-batch',
      type: 'news',
      args: z.object({ prefix: z.string() }),
      campaign: () => 'test:sanctioned',
      where: (args) => like(users.email, `${args.prefix}%`),
    });
    for (const state of ['banned', 'suspended', 'ended'] as const) {
      await sanction(await createTestMember(context(), { prefix: `sanction-batch-${state}` }), state);
    }
    await createTestMember(context(), { prefix: 'sanction-batch-free' });
    expect(await campaign.countRecipients(db(), { prefix: 'sanction-batch-' }, 'test:sanctioned')).toBe(2);
  });

  it('no web push reaches a sanctioned member; one whose suspension ended gets it', async () => {
    const members = [];
    for (const state of ['banned', 'ended'] as const) {
      const member = await createTestMember(context(), { prefix: `sanction-push-${state}` });
      const [account] = await db().select({ siteId: users.siteId }).from(users).where(eq(users.id, member.id));
      const site = await context().app.context.sites.forId(account!.siteId);
      const subscription = push.subscribe({ applicationServerKey: site.settings.push_public_key });
      await savePushSubscription(db(), member.id, subscription);
      await sanction(member, state);
      await enqueuePush(db(), { userId: member.id, type: 'like', topic: 'likes', url: '/likes', now: new Date() });
      members.push({ state, endpoint: subscription.endpoint });
    }
    await createWorker({ db: db(), log: quiet, kinds: pushJobs(context().app.context).kinds }).drain();
    expect(members.map(({ state, endpoint }) => [state, push.service.received(endpoint).length])).toEqual([
      ['banned', 0],
      ['ended', 1],
    ]);
  });

  it('no mail names a member banned after their like or message was queued, and a banned member gets no like mail', async () => {
    const recipient = await createLoggedInMember(context(), { prefix: 'sanction-recipient' });
    const liker = await createLoggedInMember(context(), { prefix: 'sanction-liker', profile: { name: 'Bannedliker' } });
    const friend = await createLoggedInMember(context(), { prefix: 'sanction-friend', profile: { name: 'Friendlyliker' } });
    const writer = await createTestMember(context(), { prefix: 'sanction-writer', paid: true });
    const bannedLiked = await createTestMember(context(), { prefix: 'sanction-banned-liked' });
    for (const [from, to] of [
      [liker, recipient],
      [friend, recipient],
      [liker, bannedLiked],
    ] as const) {
      expect((await inject(context().app, likeProfileEndpoint, { as: from, body: { profile: to.profileId } })).statusCode).toBe(200);
    }
    await sendMessage(db(), {
      userId: writer.id,
      settings: {
        message_credits: 0,
        free_messages: 0,
        message_length: 1000,
        chat_history_limit: 500,
        photo_credits: 0,
        gift_credits: 0,
      },
      request: { profile: recipient.profileId, client_id: randomUUID(), kind: 'text', text: 'Hello there' },
      mailDelaySeconds: 60,
    });
    for (const member of [liker, writer, bannedLiked]) await sanction(member, 'banned');

    await drain([...likeMailJobs(context().app.context).kinds, ...messageMailJobs(context().app.context).kinds]);
    // The friend's like is mailed as ever; nothing names the banned liker or writer.
    expect(mailsTo(recipient).map((mail) => mail.text?.includes('Friendlyliker'))).toEqual([true]);
    expect(mailsTo(bannedLiked)).toEqual([]);
  });

  it('an account mail they ask for still goes: a password reset link to a suspended member', async () => {
    const member = await createTestMember(context(), { prefix: 'sanction-reset' });
    await sanction(member, 'suspended');
    expect((await inject(context().app, requestPasswordResetEndpoint, { body: { email: member.email } })).statusCode).toBe(200);
    expect(mailsTo(member).map((mail) => /\/reset-password\/do\?token=/.test(mail.text ?? ''))).toEqual([true]);
  });
});
