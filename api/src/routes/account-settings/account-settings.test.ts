import { eq } from 'drizzle-orm';
import {
  AccountSettingsUserResponseSchema,
  ErrorBodySchema,
  MAIL_CHANGE_DAILY_LIMIT,
  NotificationSettingsResponseSchema,
  UserResponseSchema,
  requestMailChangeEndpoint,
} from '@dating/shared/contracts/index';
import { notificationsDisabled, pushSubscriptions, tokens, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { latestMailLink, MAIL_LINK, mailsTo, paramOf } from '../../test/mailbox';
import { inject } from '../../test/inject';
import { CLIENT, loginCookie, setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const createMember = () => createLoggedInMember(ctx, { prefix: 'settings' });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });

const errorOf = (response: { json(): unknown }) => ErrorBodySchema.parse(response.json()).error;
const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'dating_session');
  return cookie ? `dating_session=${cookie.value}` : undefined;
};
const whoIs = async (cookie: string) => UserResponseSchema.parse((await call('GET', '/api/user.php', cookie)).json());

const latestMailChangeToken = async (email: string) => paramOf((await latestMailLink(ctx.app, email, MAIL_LINK.mailChange)).link, 'token');

describe('notification settings', () => {
  it('are all on for e-mail and push until the member switches some off; the switches are kept', async () => {
    const member = await createMember();
    const initial = NotificationSettingsResponseSchema.parse((await call('GET', '/api/notification-settings.php', member.cookie)).json());
    expect(Object.keys(initial.notification_settings)).toHaveLength(8);
    expect(Object.values(initial.notification_settings).every((c) => c.email && c.push)).toBe(true);

    const wanted = {
      ...initial.notification_settings,
      promotions: { email: false, push: false },
      new_messages: { email: true, push: false },
    };
    const saved = await call('PUT', '/api/notification-settings.php', member.cookie, { notification_settings: wanted });
    expect(saved.statusCode).toBe(200);
    const reread = NotificationSettingsResponseSchema.parse((await call('GET', '/api/notification-settings.php', member.cookie)).json());
    expect(reread.notification_settings).toEqual(wanted);

    // Saving again (an upsert) changes only what changed.
    await call('PUT', '/api/notification-settings.php', member.cookie, {
      notification_settings: { ...wanted, promotions: { email: true, push: false } },
    });
    const again = NotificationSettingsResponseSchema.parse((await call('GET', '/api/notification-settings.php', member.cookie)).json());
    expect(again.notification_settings.promotions).toEqual({ email: true, push: false });
    expect(again.notification_settings.new_messages).toEqual({ email: true, push: false });
  });

  it("a member changes only their own: another member's stay as they were", async () => {
    const [a, b] = [await createMember(), await createMember()];
    const all = NotificationSettingsResponseSchema.parse(
      (await call('GET', '/api/notification-settings.php', a.cookie)).json(),
    ).notification_settings;
    await call('PUT', '/api/notification-settings.php', a.cookie, {
      notification_settings: { ...all, news: { email: false, push: false } },
    });
    const theirs = NotificationSettingsResponseSchema.parse((await call('GET', '/api/notification-settings.php', b.cookie)).json());
    expect(theirs.notification_settings.news).toEqual({ email: true, push: true });
  });

  it('needs a session, and refuses a table with a type missing or unknown', async () => {
    expect(errorOf(await call('GET', '/api/notification-settings.php', null)).code).toBe('authentication_required');
    const member = await createMember();
    const all = NotificationSettingsResponseSchema.parse(
      (await call('GET', '/api/notification-settings.php', member.cookie)).json(),
    ).notification_settings;
    const { news: _news, ...withoutNews } = all;
    const missing = await call('PUT', '/api/notification-settings.php', member.cookie, { notification_settings: withoutNews });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).field).toBe('notification_settings.news');
    const unknown = await call('PUT', '/api/notification-settings.php', member.cookie, {
      notification_settings: { ...all, gossip: { email: true, push: true } },
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('invisible mode and disabled notifications', () => {
  it('switches invisible mode on and off for the viewer only', async () => {
    const member = await createMember();
    const on = AccountSettingsUserResponseSchema.parse(
      (await call('PUT', '/api/invisible-mode.php', member.cookie, { invisible: true })).json(),
    );
    expect(on.user.invisible).toBe(true);
    const [row] = await ctx.database.db.select({ invisible: users.invisible }).from(users).where(eq(users.id, member.id));
    expect(row?.invisible).toBe(true);
    const off = AccountSettingsUserResponseSchema.parse(
      (await call('PUT', '/api/invisible-mode.php', member.cookie, { invisible: false })).json(),
    );
    expect(off.user.invisible).toBe(false);
    expect(errorOf(await call('PUT', '/api/invisible-mode.php', null, { invisible: true })).code).toBe('authentication_required');
  });

  it('clears every reason e-mails were stopped for', async () => {
    const member = await createMember();
    await ctx.database.db.insert(notificationsDisabled).values([
      { userId: member.id, reason: 'bounce' },
      { userId: member.id, reason: 'fbl' },
    ]);
    const before = await whoIs(member.cookie);
    expect(before.user?.notifications_disabled).toHaveLength(2);
    const cleared = AccountSettingsUserResponseSchema.parse(
      (await call('DELETE', '/api/notifications-disabled.php', member.cookie)).json(),
    );
    expect(cleared.user.notifications_disabled).toEqual([]);
    expect(errorOf(await call('DELETE', '/api/notifications-disabled.php', null)).code).toBe('authentication_required');
  });
});

describe('push off', () => {
  it("removes the member's push subscriptions, not another member's", async () => {
    const [member, other] = [await createMember(), await createMember()];
    const keys = { p256dh: 'p256dh-key', auth: 'auth-key' };
    await ctx.database.db.insert(pushSubscriptions).values([
      { userId: member.id, endpoint: `https://push.test/${member.id}/a`, ...keys },
      { userId: member.id, endpoint: `https://push.test/${member.id}/b`, ...keys },
      { userId: other.id, endpoint: `https://push.test/${other.id}/a`, ...keys },
    ]);
    expect((await whoIs(member.cookie)).user?.push_subscribed).toBe(true);
    const off = AccountSettingsUserResponseSchema.parse((await call('DELETE', '/api/push-subscription.php', member.cookie)).json());
    expect(off.user.push_subscribed).toBe(false);
    expect((await whoIs(other.cookie)).user?.push_subscribed).toBe(true);
    expect(errorOf(await call('DELETE', '/api/push-subscription.php', null)).code).toBe('authentication_required');
  });
});

describe('change e-mail', () => {
  it('mails a link to the new address and a notice to the old one; the link changes the address once', async () => {
    const member = await createMember();
    const newEmail = `moved-${member.id}@demo.test`;
    const requested = await call('POST', '/api/mail-change.php', member.cookie, { email: `  ${newEmail.toUpperCase()} ` });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ ok: true, email: newEmail });

    const [confirm] = await mailsTo(ctx.app, newEmail);
    expect(confirm?.subject).toBe('Confirm your new e-mail address');
    expect(confirm?.text).toMatch(/^http:\/\/localhost(:\d+)?\/mail-change\/do\?token=/m);
    const [notice] = await mailsTo(ctx.app, member.email);
    expect(notice?.subject).toBe('Your e-mail address is being changed');
    expect(notice?.text).not.toContain(newEmail);
    // Nothing changes before the link is used.
    expect((await whoIs(member.cookie)).user?.email).toBe(member.email);

    const token = await latestMailChangeToken(newEmail);
    const confirmed = await call('POST', '/api/mail-change-do.php', null, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, email: newEmail });
    expect((await whoIs(member.cookie)).user?.email).toBe(newEmail);
    await expect(loginCookie(ctx.app, newEmail, DEMO_PASSWORD)).resolves.toMatch(/^dating_session=/);

    const reused = await call('POST', '/api/mail-change-do.php', null, { token });
    expect(reused.statusCode).toBe(400);
    expect(errorOf(reused).code).toBe('token_invalid');
  });

  it("refuses an invalid address, the member's own, and one another account has ('already in use')", async () => {
    const [member, other] = [await createMember(), await createMember()];
    const invalid = await call('POST', '/api/mail-change.php', member.cookie, { email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toMatchObject({ code: 'validation_failed', field: 'email' });

    const same = await call('POST', '/api/mail-change.php', member.cookie, { email: member.email });
    expect(errorOf(same)).toMatchObject({ code: 'validation_failed', field: 'email', issues: [{ path: 'email', message: 'same' }] });

    const taken = await call('POST', '/api/mail-change.php', member.cookie, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toMatchObject({ code: 'conflict', field: 'email' });
    expect(await mailsTo(ctx.app, other.email)).toHaveLength(0);
  });

  it('answers already in use when another account took the address before the link was used', async () => {
    const member = await createMember();
    const wanted = `contested-${member.id}@demo.test`;
    await call('POST', '/api/mail-change.php', member.cookie, { email: wanted });
    const token = await latestMailChangeToken(wanted);

    const rival = await createMember();
    await ctx.database.db.update(users).set({ email: wanted }).where(eq(users.id, rival.id));

    const late = await call('POST', '/api/mail-change-do.php', null, { token });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: 'conflict', field: 'email' });
    expect((await whoIs(member.cookie)).user?.email).toBe(member.email);
  });

  it('works only with the newest link, needs a session to ask, and sends at most the daily limit', async () => {
    const member = await createMember();
    expect(errorOf(await call('POST', '/api/mail-change.php', null, { email: 'x@demo.test' })).code).toBe('authentication_required');

    await call('POST', '/api/mail-change.php', member.cookie, { email: `first-${member.id}@demo.test` });
    const first = await latestMailChangeToken(`first-${member.id}@demo.test`);
    await call('POST', '/api/mail-change.php', member.cookie, { email: `second-${member.id}@demo.test` });
    expect(errorOf(await call('POST', '/api/mail-change-do.php', null, { token: first })).code).toBe('token_invalid');

    const issued = await ctx.database.db.select({ id: tokens.id }).from(tokens).where(eq(tokens.userId, member.id));
    for (let i = issued.length; i < MAIL_CHANGE_DAILY_LIMIT; i += 1) {
      expect((await call('POST', '/api/mail-change.php', member.cookie, { email: `n${i}-${member.id}@demo.test` })).statusCode).toBe(200);
    }
    const over = await call('POST', '/api/mail-change.php', member.cookie, { email: `over-${member.id}@demo.test` });
    expect(over.statusCode).toBe(429);
    expect(errorOf(over).code).toBe('daily_limit_reached');
  });

  it('refuses a call without the client header (CSRF)', async () => {
    const member = await createMember();
    const response = await inject(ctx.app, requestMailChangeEndpoint, { as: member, client: false, body: { email: 'csrf@demo.test' } });
    expect(response.statusCode).toBe(403);
  });
});

describe('change password', () => {
  const NEW_PASSWORD = 'a-new-secret-phrase';

  it("says 'Please check your old password.' for a wrong old one and refuses a repeat that differs", async () => {
    const member = await createMember();
    const wrong = await call('POST', '/api/password-change.php', member.cookie, {
      old_password: 'not-it',
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ code: 'validation_failed', field: 'old_password', message: 'Please check your old password.' });

    const differ = await call('POST', '/api/password-change.php', member.cookie, {
      old_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_repeat: `${NEW_PASSWORD}!`,
    });
    expect(differ.statusCode).toBe(400);
    expect(errorOf(differ).field).toBe('password_repeat');

    const short = await call('POST', '/api/password-change.php', member.cookie, {
      old_password: DEMO_PASSWORD,
      password: 'short',
      password_repeat: 'short',
    });
    expect(errorOf(short).field).toBe('password');
    // Nothing changed: the session still works and the old password still logs in.
    expect((await whoIs(member.cookie)).user?.email).toBe(member.email);
    await expect(loginCookie(ctx.app, member.email, DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it('stores the new password, rotates this session id and ends every other session', async () => {
    const member = await createMember();
    const otherDevice = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const changed = await call('POST', '/api/password-change.php', member.cookie, {
      old_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(AccountSettingsUserResponseSchema.parse(changed.json()).user.email).toBe(member.email);

    const rotated = sessionCookieOf(changed);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(member.cookie);
    expect((await whoIs(rotated!)).user?.email).toBe(member.email);
    expect((await whoIs(member.cookie)).user).toBeNull();
    expect((await whoIs(otherDevice)).user).toBeNull();

    await expect(loginCookie(ctx.app, member.email, DEMO_PASSWORD)).rejects.toThrow(/login failed/);
    await expect(loginCookie(ctx.app, member.email, NEW_PASSWORD)).resolves.toMatch(/^dating_session=/);
  });

  it('needs a session', async () => {
    const response = await call('POST', '/api/password-change.php', null, {
      old_password: 'x',
      password: NEW_PASSWORD,
      password_repeat: NEW_PASSWORD,
    });
    expect(errorOf(response).code).toBe('authentication_required');
  });
});
