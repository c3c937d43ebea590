import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ErrorBodySchema,
  PASSWORD_RESET_DAILY_LIMIT,
  PasswordResetDoResponseSchema,
  checkPasswordResetLinkEndpoint,
  getUserEndpoint,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
} from '@dating/shared/contracts/index';
import { consumeResetToken, issueResetToken } from '../../auth/reset-tokens';
import { hashToken } from '../../auth/sessions';
import { sessions, tokens, users } from '../../db/schema';
import { verifyPassword } from '../../auth/passwords';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { latestMailLink, MAIL_LINK, mailsTo, paramOf } from '../../test/mailbox';
import { inject } from '../../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../../test/test-app';
import { createTestMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const createMember = (language: 'en' | 'de' = 'en') => createTestMember(ctx, { prefix: 'reset', language });

const requestReset = (email: string, headers: Record<string, string> = {}) =>
  inject(ctx.app, requestPasswordResetEndpoint, { body: { email }, headers });
const doReset = (body: z.input<typeof resetPasswordEndpoint.body>, headers: Record<string, string> = {}) =>
  inject(ctx.app, resetPasswordEndpoint, { body, headers });

const checkReset = (token: string) => inject(ctx.app, checkPasswordResetLinkEndpoint, { query: { token } });

/** The newest reset e-mail to `email`, its link and the link's token. */
async function latestMail(email: string) {
  const { mail, link } = await latestMailLink(ctx.app, email, MAIL_LINK.passwordReset);
  return { mail, link, token: paramOf(link, 'token') };
}

describe('POST /api/password-reset.php', () => {
  it('answers 404 not_found with "E-mail address not found" for an unknown address', async () => {
    const response = await requestReset('nobody-at-all@demo.test');
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error).toEqual({ code: 'not_found', message: 'E-mail address not found' });
  });

  it('needs the client header (CSRF) and a valid address', async () => {
    const bare = await inject(ctx.app, requestPasswordResetEndpoint, { client: false, body: { email: 'a@b.test' } });
    expect(bare.statusCode).toBe(403);
    const bad = await requestReset('not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', field: 'email' });
  });

  it('mails a neutral, localized link on the asking host; the token is stored only as its SHA-256', async () => {
    const member = await createMember('de');
    const response = await requestReset(member.email.toUpperCase(), { host: 'de.localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, email: member.email });

    const { mail, link, token } = await latestMail(member.email);
    expect(link).toBe(`http://de.localhost:8080/reset-password/do?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/dating|date|flirt|single/i);

    const rows = await ctx.database.db.select().from(tokens).where(eq(tokens.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kind).toBe('reset');
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.tokenHash).not.toContain(token);
    const stored = JSON.stringify(await ctx.database.db.select().from(tokens));
    expect(stored).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(lifetime).toBe(60 * 60_000);
  });

  it('never puts a forged Host into the link', async () => {
    const member = await createMember();
    expect((await requestReset(member.email, { host: 'evil.example' })).statusCode).toBe(200);
    const { link } = await latestMail(member.email);
    expect(link.startsWith('https://localhost/reset-password/do?token=')).toBe(true);
  });

  it(`refuses more than ${PASSWORD_RESET_DAILY_LIMIT} e-mails a day per account with daily_limit_reached`, async () => {
    const member = await createMember();
    for (let n = 0; n < PASSWORD_RESET_DAILY_LIMIT; n += 1) expect((await requestReset(member.email)).statusCode).toBe(200);
    const refused = await requestReset(member.email);
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).error).toEqual({
      code: 'daily_limit_reached',
      message: 'Too many password reset emails sent, please try again tomorrow.',
    });
    expect(await mailsTo(ctx.app, member.email)).toHaveLength(PASSWORD_RESET_DAILY_LIMIT);
  });

  it('counts the limit over the last 24 hours (clock injected)', async () => {
    const member = await createMember();
    const db = ctx.database.db;
    const day = Date.parse('2030-01-01T08:00:00Z');
    for (let n = 0; n < PASSWORD_RESET_DAILY_LIMIT; n += 1) {
      expect((await db.transaction((tx) => issueResetToken(tx, member.id, new Date(day + n * 60_000)))).ok).toBe(true);
    }
    expect(await db.transaction((tx) => issueResetToken(tx, member.id, new Date(day + 23 * 3_600_000)))).toEqual({
      ok: false,
      reason: 'daily_limit',
    });
    expect((await db.transaction((tx) => issueResetToken(tx, member.id, new Date(day + 24 * 3_600_000 + 1)))).ok).toBe(true);
  });
});

describe('POST /api/password-reset-do.php', () => {
  it('sets the new password once, ends every session and logs this browser in with a fresh one', async () => {
    const member = await createMember();
    const otherDevice = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const thisBrowser = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    await requestReset(member.email);
    const { token } = await latestMail(member.email);

    const response = await doReset({ token, password: 'a-new-password', password_repeat: 'a-new-password' }, { cookie: thisBrowser });
    expect(response.statusCode).toBe(200);
    expect(PasswordResetDoResponseSchema.parse(response.json()).user.email).toBe(member.email);
    const fresh = response.cookies.find((c) => c.name === 'dating_session');
    expect(fresh?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(`dating_session=${fresh?.value}`).not.toBe(thisBrowser);
    expect(fresh?.httpOnly).toBe(true);

    for (const cookie of [otherDevice, thisBrowser]) {
      const ended = await inject(ctx.app, getUserEndpoint, { as: cookie });
      expect(ended.json()).toEqual({ user: null });
    }
    const me = await inject(ctx.app, getUserEndpoint, { as: `dating_session=${fresh?.value}` });
    expect(me.json().user.email).toBe(member.email);
    const live = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(live).toHaveLength(1);

    const [row] = await ctx.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, member.id));
    expect(row!.hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(row!.hash, 'a-new-password')).toBe(true);
    await expect(loginCookie(ctx.app, member.email, DEMO_PASSWORD)).rejects.toThrow(/401/);
    await expect(loginCookie(ctx.app, member.email, 'a-new-password')).resolves.toMatch(/^dating_session=/);

    // Single use: the same link again is refused, the password stays.
    const again = await doReset({ token, password: 'yet-another-one', password_repeat: 'yet-another-one' });
    expect(again.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(again.json()).error).toEqual({
      code: 'token_invalid',
      message: 'Link expired or invalid, request a new email',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('voids the other open reset links of the member once one is used', async () => {
    const member = await createMember();
    await requestReset(member.email);
    const first = await latestMail(member.email);
    await requestReset(member.email);
    const second = await latestMail(member.email);
    expect(second.token).not.toBe(first.token);
    expect((await doReset({ token: second.token, password: 'password-two', password_repeat: 'password-two' })).statusCode).toBe(200);
    expect((await doReset({ token: first.token, password: 'password-one', password_repeat: 'password-one' })).json().error.code).toBe(
      'token_invalid',
    );
  });

  it('refuses an expired link (clock injected) and an unknown one', async () => {
    const member = await createMember();
    const db = ctx.database.db;
    const issuedAt = new Date('2030-02-01T10:00:00Z');
    const issued = await db.transaction((tx) => issueResetToken(tx, member.id, issuedAt));
    if (!issued.ok) throw new Error('not issued');
    const afterAnHour = new Date(issuedAt.getTime() + 60 * 60_000 + 1);
    expect(await db.transaction((tx) => consumeResetToken(tx, issued.token, 'a-new-password', afterAnHour))).toBeNull();
    const justInTime = new Date(issuedAt.getTime() + 59 * 60_000);
    expect(await db.transaction((tx) => consumeResetToken(tx, issued.token, 'a-new-password', justInTime))).toBe(member.id);

    // Through the route: a link whose hour has passed.
    await requestReset(member.email);
    const { token } = await latestMail(member.email);
    await db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, member.id));
    const expired = await doReset({ token, password: 'a-new-password', password_repeat: 'a-new-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('token_invalid');

    for (const bogus of ['x'.repeat(43), 'short', '']) {
      const unknown = await doReset({ token: bogus, password: 'a-new-password', password_repeat: 'a-new-password' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.code).toBe('token_invalid');
    }
  });

  it('refuses a repeat that differs (field password_repeat) and a short password, without using the link', async () => {
    const member = await createMember();
    await requestReset(member.email);
    const { token } = await latestMail(member.email);
    const mismatch = await doReset({ token, password: 'a-new-password', password_repeat: 'another-password' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatchObject({ code: 'validation_failed', field: 'password_repeat' });
    const short = await doReset({ token, password: 'short', password_repeat: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'validation_failed', field: 'password' });
    // The link still works after both refusals.
    expect((await doReset({ token, password: 'a-new-password', password_repeat: 'a-new-password' })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous submits of one link through', async () => {
    const member = await createMember();
    await requestReset(member.email);
    const { token } = await latestMail(member.email);
    const results = await Promise.all([
      doReset({ token, password: 'first-password', password_repeat: 'first-password' }),
      doReset({ token, password: 'second-password', password_repeat: 'second-password' }),
    ]);
    expect(results.map((r) => r.statusCode).sort((x, y) => x - y)).toEqual([200, 400]);
  });
});

describe('GET /api/password-reset-do.php?token= (asked when the link’s page opens)', () => {
  it('answers a working link valid as often as asked, without using it up', async () => {
    const member = await createMember();
    await requestReset(member.email);
    const { token } = await latestMail(member.email);
    for (let n = 0; n < 3; n += 1) {
      const check = await checkReset(token);
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ valid: true });
      expect(check.headers['cache-control']).toBe('no-store');
    }
    const [row] = await ctx.database.db.select({ usedAt: tokens.usedAt }).from(tokens).where(eq(tokens.userId, member.id));
    expect(row!.usedAt).toBeNull();
    // The link still sets the password after the checks.
    expect((await doReset({ token, password: 'a-new-password', password_repeat: 'a-new-password' })).statusCode).toBe(200);
  });

  it('answers a used, an expired, an unknown and a malformed link invalid, and one of a deleted account', async () => {
    const member = await createMember();
    await requestReset(member.email);
    const used = (await latestMail(member.email)).token;
    expect((await doReset({ token: used, password: 'a-new-password', password_repeat: 'a-new-password' })).statusCode).toBe(200);
    expect((await checkReset(used)).json()).toEqual({ valid: false });

    const db = ctx.database.db;
    const issuedAt = new Date();
    const issued = await db.transaction((tx) => issueResetToken(tx, member.id, issuedAt));
    if (!issued.ok) throw new Error('not issued');
    expect((await checkReset(issued.token)).json()).toEqual({ valid: true });
    await db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashToken(issued.token)));
    expect((await checkReset(issued.token)).json()).toEqual({ valid: false });

    for (const bogus of ['x'.repeat(43), 'short', '']) expect((await checkReset(bogus)).json()).toEqual({ valid: false });

    const gone = await createMember();
    await requestReset(gone.email);
    const { token } = await latestMail(gone.email);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await checkReset(token)).json()).toEqual({ valid: false });
  });
});
