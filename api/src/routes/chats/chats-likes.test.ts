import { eq, inArray, isNotNull } from 'drizzle-orm';
import {
  ChatsResponseSchema,
  LikesResponseSchema,
  deleteChatEndpoint,
  getMemberProfileEndpoint,
  getUserEndpoint,
  listChatsEndpoint,
  listLikesEndpoint,
  markPageHiddenEndpoint,
  type Endpoint,
} from '@dating/shared/contracts/index';
import { blocks, likes, profiles } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { inject, type InjectInput } from '../../test/inject';
import { loginCookie, setupTestContext } from '../../test/test-app';
import { createTestMember } from '../../test/builders/members';

const context = setupTestContext();
const cookies: Record<string, string> = {};
beforeAll(async () => {
  cookies.free = await loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  cookies.premium = await loginCookie(context().app, DEMO_PREMIUM_EMAIL, DEMO_PASSWORD);
});
const get = <E extends Endpoint>(endpoint: E, who: 'free' | 'premium', input: InjectInput<E> = {} as InjectInput<E>) =>
  inject(context().app, endpoint, { ...input, as: cookies[who] as string });

/** The profiles the seed made invisible to a member: the one it blocked, and every deleted one. */
async function hiddenProfiles(who: 'free' | 'premium') {
  const me = (await get(getUserEndpoint, who)).json().user.profile.id as number;
  const db = context().database.db;
  const blocked = (await db.select({ id: blocks.blockedProfileId }).from(blocks).where(eq(blocks.blockerProfileId, me))).map((r) => r.id);
  const deleted = (await db.select({ id: profiles.id }).from(profiles).where(isNotNull(profiles.deletedAt))).map((r) => r.id);
  expect(deleted.length).toBeGreaterThan(0);
  return { blocked, deleted };
}

describe('GET /api/chats.php', () => {
  it.each(['free', 'premium'] as const)('lists the %s demo member’s conversations with unread messages', async (who) => {
    const response = await get(listChatsEndpoint, who);
    expect(response.statusCode).toBe(200);
    const body = ChatsResponseSchema.parse(response.json());
    expect(body.chats.length).toBeGreaterThanOrEqual(4);
    expect(body.total_unread).toBeGreaterThan(0);
    expect(body.total_unread).toBe(body.chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0));
    expect(body.chats.filter((c) => c.num_unread_messages > 0).length).toBeGreaterThanOrEqual(2);
    // Newest activity first.
    const times = body.chats.map((c) => Date.parse(c.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const chat of body.chats) {
      expect(chat.profile.fictional).toBe(true);
      expect(chat.last_message).not.toBeNull();
    }
  });

  it('answers 403 authentication_required when logged out', async () => {
    const response = await inject(context().app, listChatsEndpoint);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });
});

describe('GET /api/likes.php', () => {
  it.each(['free', 'premium'] as const)(
    'gives the %s member new likes first, sent likes and a match; hides blocked and deleted',
    async (who) => {
      const response = await get(listLikesEndpoint, who);
      expect(response.statusCode).toBe(200);
      const body = LikesResponseSchema.parse(response.json());
      expect(body.total_new).toBeGreaterThanOrEqual(2);
      expect(body.total_new).toBe(body.liked_by.filter((l) => l.like_new).length);
      // New ones first.
      const firstOld = body.liked_by.findIndex((l) => !l.like_new);
      expect(firstOld).toBeGreaterThan(0);
      expect(body.liked_by.slice(firstOld).every((l) => !l.like_new)).toBe(true);
      expect(body.liked.length).toBeGreaterThan(0);
      const sent = new Set(body.liked.map((l) => l.id));
      expect(body.liked_by.some((l) => sent.has(l.id))).toBe(true); // a match
      // Every id has its profile; no hidden profile anywhere.
      const ids = new Set(body.profiles.map((p) => p.id));
      for (const id of [...body.liked_by.map((l) => l.id), ...sent]) expect(ids.has(id)).toBe(true);
      const hidden = await hiddenProfiles(who);
      expect(hidden.blocked.length).toBe(1);
      for (const id of [...hidden.blocked, ...hidden.deleted]) expect(ids.has(id)).toBe(false);
    },
  );

  it('answers 403 authentication_required when logged out', async () => {
    const response = await inject(context().app, listLikesEndpoint);
    expect(response.statusCode).toBe(403);
  });
});

describe('accounts waiting for deletion', () => {
  it('vanish from the likes and chat lists of everyone they liked or wrote to, and come back when reactivated', async () => {
    const db = context().database.db;
    const likes = LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json());
    const chats = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    const liker = likes.liked_by[0]?.id as number;
    const partner = chats.chats[0]?.profile.id as number;
    const pending = [liker, partner];
    await db.update(profiles).set({ deletionRequestedAt: new Date() }).where(inArray(profiles.id, pending));
    try {
      const likesAfter = LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json());
      expect(likesAfter.liked_by.map((l) => l.id)).not.toContain(liker);
      expect(likesAfter.profiles.map((p) => p.id)).not.toContain(liker);
      const chatsAfter = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
      expect(chatsAfter.chats.map((c) => c.profile.id)).not.toContain(partner);
    } finally {
      await db.update(profiles).set({ deletionRequestedAt: null }).where(inArray(profiles.id, pending));
    }
    const restored = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    expect(restored.chats.map((c) => c.profile.id)).toContain(partner);
  });
});

describe('contacts whose profile is not active', () => {
  it('a member not yet activated stays in the lists (their profile opens); a profile switched off otherwise vanishes with it', async () => {
    const db = context().database.db;
    const me = (await get(getUserEndpoint, 'free')).json().user.profile.id as number;
    const fresh = await createTestMember(context(), { prefix: 'lists-unconfirmed', confirmed: false });
    const switchedOff = await createTestMember(context(), { prefix: 'lists-switched-off', profile: { status: 'disabled' } });
    await db
      .insert(likes)
      .values([fresh, switchedOff].map((member) => ({ fromProfileId: member.profileId, toProfileId: me, isNew: true })));
    const chats = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    const partner = chats.chats[0]?.profile.id as number;
    await db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, partner));
    try {
      const likesNow = LikesResponseSchema.parse((await get(listLikesEndpoint, 'free')).json());
      const likers = likesNow.liked_by.map((l) => l.id);
      expect(likers).toContain(fresh.profileId);
      expect(likers).not.toContain(switchedOff.profileId);
      expect(likesNow.profiles.map((p) => p.id)).not.toContain(switchedOff.profileId);
      expect((await get(getMemberProfileEndpoint, 'free', { query: { id: fresh.profileId } })).statusCode).toBe(200);
      expect((await get(getMemberProfileEndpoint, 'free', { query: { id: switchedOff.profileId } })).statusCode).toBe(404);
      const chatsNow = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
      expect(chatsNow.chats.map((c) => c.profile.id)).not.toContain(partner);
    } finally {
      await db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, partner));
      await db.delete(likes).where(inArray(likes.fromProfileId, [fresh.profileId, switchedOff.profileId]));
    }
  });
});

describe('DELETE /api/chat.php', () => {
  it('removes the member’s own conversation, and 404s on one that is not theirs', async () => {
    const free = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    const premium = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'premium')).json());
    const target = free.chats[free.chats.length - 1]?.conversation as number;
    const foreign = premium.chats[0]?.conversation as number;

    const notMine = await inject(context().app, deleteChatEndpoint, { as: cookies.free as string, body: { conversation: foreign } });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.code).toBe('not_found');

    const mine = await inject(context().app, deleteChatEndpoint, { as: cookies.free as string, body: { conversation: target } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ ok: true });
    const after = ChatsResponseSchema.parse((await get(listChatsEndpoint, 'free')).json());
    expect(after.chats.map((c) => c.conversation)).not.toContain(target);
    expect(after.chats).toHaveLength(free.chats.length - 1);

    const again = await inject(context().app, deleteChatEndpoint, { as: cookies.free as string, body: { conversation: target } });
    expect(again.statusCode).toBe(404);
    // The other side still has it.
    expect(ChatsResponseSchema.parse((await get(listChatsEndpoint, 'premium')).json()).chats.map((c) => c.conversation)).toContain(foreign);
  });

  it('requires a login', async () => {
    const response = await inject(context().app, deleteChatEndpoint, { body: { conversation: 1 } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('authentication_required');
  });
});

describe('POST /api/page-hidden.php', () => {
  it('marks the member offline; accepts text/plain, empty JSON and no body', async () => {
    const db = context().database.db;
    const me = (await get(getUserEndpoint, 'premium')).json().user.profile.id as number;
    await db.update(profiles).set({ online: true }).where(eq(profiles.id, me));
    const beacon = await context().app.inject({
      method: 'POST',
      url: markPageHiddenEndpoint.path,
      headers: { cookie: cookies.premium as string, 'content-type': 'text/plain;charset=UTF-8' },
      payload: '{}',
    });
    expect(beacon.statusCode).toBe(200);
    const [row] = await db.select({ online: profiles.online }).from(profiles).where(eq(profiles.id, me));
    expect(row?.online).toBe(false);
    const empty = await context().app.inject({
      method: 'POST',
      url: markPageHiddenEndpoint.path,
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const none = await inject(context().app, markPageHiddenEndpoint, { client: false });
    expect(none.statusCode).toBe(200);
    const broken = await context().app.inject({
      method: 'POST',
      url: markPageHiddenEndpoint.path,
      headers: { 'content-type': 'text/plain' },
      payload: '{oops',
    });
    expect(broken.statusCode).toBe(400);
  });
});
