import { eq } from 'drizzle-orm';
import { ErrorBodySchema, UserResponseSchema } from '@dating/shared/contracts/index';
import { profiles, tokens, users } from '../db/schema';
import { latestMailLink, MAIL_LINK, paramOf, pathOf } from '../test/mailbox';
import { CLIENT, setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/test-members';

const context = setupTestContext({ seed: { profiles: 0, photos: false } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const post = (url: string, cookie: string | null, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...CLIENT, ...(cookie ? { cookie } : {}) }, payload });

const mailChangeToken = async (email: string) => paramOf((await latestMailLink(ctx.app, email, MAIL_LINK.mailChange)).link, 'token');

describe('confirming a new address of an account not yet activated', () => {
  it('confirms the account as activation does, and the activation link sent to the old address stops working', async () => {
    const member = await createLoggedInMember(ctx, { prefix: 'mistyped', confirmed: false });
    expect((await post('/api/activation-resend.php', member.cookie)).statusCode).toBe(200);
    const activationPath = pathOf((await latestMailLink(ctx.app, member.email, MAIL_LINK.activation)).link);

    const newEmail = `corrected-${member.id}@demo.test`;
    expect((await post('/api/mail-change.php', member.cookie, { email: newEmail })).statusCode).toBe(200);
    const token = await mailChangeToken(newEmail);
    const confirmed = await post('/api/mail-change-do.php', null, { token });
    expect(confirmed.statusCode).toBe(200);

    const { user } = UserResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: member.cookie } })).json(),
    );
    expect(user).toMatchObject({ email: newEmail, status: 'confirmed' });
    const [profile] = await ctx.database.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, member.id));
    expect(profile?.status).toBe('active');
    const resend = await post('/api/activation-resend.php', member.cookie);
    expect(ErrorBodySchema.parse(resend.json()).error.code).toBe('conflict');

    const oldLink = await ctx.app.inject({ method: 'GET', url: activationPath });
    expect(oldLink.statusCode).toBe(303);
    expect(oldLink.headers.location).toBe('/activate/error');
  });

  it('leaves an account already confirmed as it was: a profile switched off stays off', async () => {
    const member = await createLoggedInMember(ctx, { prefix: 'confirmed-change', profile: { status: 'disabled' } });
    const newEmail = `moved-${member.id}@demo.test`;
    await post('/api/mail-change.php', member.cookie, { email: newEmail });
    const token = await mailChangeToken(newEmail);
    expect((await post('/api/mail-change-do.php', null, { token })).statusCode).toBe(200);
    const { user } = UserResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: member.cookie } })).json(),
    );
    expect(user).toMatchObject({ email: newEmail, status: 'confirmed' });
    const [profile] = await ctx.database.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, member.id));
    expect(profile?.status).toBe('disabled');
  });
});

describe('GET /api/mail-change-do.php?token= (asked when the link’s page opens)', () => {
  const check = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/mail-change-do.php?token=${encodeURIComponent(token)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  const requestChange = async (prefix: string) => {
    const member = await createLoggedInMember(ctx, { prefix });
    const newEmail = `${prefix}-new-${member.id}@demo.test`;
    expect((await post('/api/mail-change.php', member.cookie, { email: newEmail })).statusCode).toBe(200);
    return { member, newEmail, token: await mailChangeToken(newEmail) };
  };

  it('answers a working link valid without using it up; once confirmed, it is invalid', async () => {
    const { member, newEmail, token } = await requestChange('check-valid');
    expect(await check(token)).toEqual({ valid: true });
    expect(await check(token)).toEqual({ valid: true });
    const [row] = await ctx.database.db.select({ usedAt: tokens.usedAt }).from(tokens).where(eq(tokens.userId, member.id));
    expect(row!.usedAt).toBeNull();
    expect((await post('/api/mail-change-do.php', null, { token })).json()).toEqual({ ok: true, email: newEmail });
    expect(await check(token)).toEqual({ valid: false });
  });

  it('answers an expired, an unknown or malformed link, and one of an account waiting for deletion, invalid', async () => {
    const expired = await requestChange('check-expired');
    await ctx.database.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, expired.member.id));
    expect(await check(expired.token)).toEqual({ valid: false });
    for (const bogus of ['x'.repeat(43), 'short', '']) expect(await check(bogus)).toEqual({ valid: false });

    const leaving = await requestChange('check-leaving');
    await ctx.database.db.update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, leaving.member.id));
    expect(await check(leaving.token)).toEqual({ valid: false });
  });
});
