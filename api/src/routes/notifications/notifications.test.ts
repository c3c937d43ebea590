import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorBodySchema,
  NOTIFICATIONS_PAGE_SIZE,
  NotificationsResponseSchema,
  listNotificationsEndpoint,
  markNotificationsReadEndpoint,
} from '@dating/shared/contracts/index';
import { notifications, users } from '../../db/schema';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD, DEMO_PREMIUM_EMAIL } from '../../seed/demo-members';
import { inject } from '../../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../../test/test-app';

const context = setupTestContext();
let ctx: TestContext;
let free: { id: number; cookie: string };
let premium: { id: number; cookie: string };

async function member(email: string) {
  const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row!.id, cookie: await loginCookie(ctx.app, email, DEMO_PASSWORD) };
}

beforeAll(async () => {
  ctx = context();
  free = await member(DEMO_FREE_EMAIL);
  premium = await member(DEMO_PREMIUM_EMAIL);
  const db = ctx.database.db;
  // Whatever the seed made: this file's members start with known notifications only.
  await db.delete(notifications).where(eq(notifications.userId, free.id));
  await db.delete(notifications).where(eq(notifications.userId, premium.id));
  const base = Date.parse('2030-01-01T12:00:00Z');
  await db.insert(notifications).values(
    Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 5 }, (_, n) => ({
      userId: free.id,
      type: n % 2 === 0 ? 'like' : 'match',
      payload: { profile_id: 100 + n, name: `Liker ${n}` },
      createdAt: new Date(base + n * 60_000),
    })),
  );
  await db.insert(notifications).values({ userId: premium.id, type: 'like', payload: { profile_id: 1, name: 'Someone' } });
});

const list = (cookie: string, page?: number | string) => inject(ctx.app, listNotificationsEndpoint, { as: cookie, query: { page } });
const mark = (cookie: string, body: z.input<typeof markNotificationsReadEndpoint.body>) =>
  inject(ctx.app, markNotificationsReadEndpoint, { as: cookie, body });

describe('GET /api/notifications.php', () => {
  it('lists only the member’s own notifications, newest first, paged', async () => {
    const first = NotificationsResponseSchema.parse((await list(free.cookie)).json());
    expect(first.total).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.unread).toBe(NOTIFICATIONS_PAGE_SIZE + 5);
    expect(first.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.notifications[0]).toMatchObject({ type: 'like', payload: { profile_id: 100 + NOTIFICATIONS_PAGE_SIZE + 4 }, read: false });
    const times = first.notifications.map((n) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = NotificationsResponseSchema.parse((await list(free.cookie, 2)).json());
    expect(second.page).toBe(2);
    expect(second.notifications).toHaveLength(5);
    expect(second.notifications.at(-1)?.payload).toEqual({ profile_id: 100, name: 'Liker 0' });

    const others = NotificationsResponseSchema.parse((await list(premium.cookie)).json());
    expect(others.total).toBe(1);
    expect(others.notifications[0]?.payload).toEqual({ profile_id: 1, name: 'Someone' });
  });

  it('needs a login and a sane page', async () => {
    const loggedOut = await inject(ctx.app, listNotificationsEndpoint);
    expect(loggedOut.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(loggedOut.json()).error.code).toBe('authentication_required');
    const bad = await list(free.cookie, 'zero');
    expect(bad.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(bad.json()).error).toMatchObject({ code: 'validation_failed', field: 'page' });
  });
});

describe('PUT /api/notifications.php', () => {
  it('marks one read, never someone else’s, then all', async () => {
    const { notifications: mine } = NotificationsResponseSchema.parse((await list(free.cookie)).json());
    const { notifications: theirs } = NotificationsResponseSchema.parse((await list(premium.cookie)).json());

    const one = await mark(free.cookie, { ids: [mine[0]!.id, theirs[0]!.id] });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ unread: NOTIFICATIONS_PAGE_SIZE + 4 });
    const after = NotificationsResponseSchema.parse((await list(free.cookie)).json());
    expect(after.notifications[0]?.read).toBe(true);
    expect(after.notifications[1]?.read).toBe(false);
    // The other member's notification is untouched.
    expect(NotificationsResponseSchema.parse((await list(premium.cookie)).json()).unread).toBe(1);

    expect((await mark(free.cookie, { all: true })).json()).toEqual({ unread: 0 });
    expect(NotificationsResponseSchema.parse((await list(premium.cookie)).json()).unread).toBe(1);
  });

  it('refuses bad input naming the field, a missing client header, and visitors', async () => {
    const empty = await mark(free.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation_failed', field: 'ids' });
    const noHeader = await inject(ctx.app, markNotificationsReadEndpoint, { as: free, client: false, body: { all: true } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf_failed');
    const visitor = await inject(ctx.app, markNotificationsReadEndpoint, { body: { all: true } });
    expect(visitor.json().error.code).toBe('authentication_required');
  });
});
