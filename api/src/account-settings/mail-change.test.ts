import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  checkMailChangeLinkEndpoint,
  confirmMailChangeEndpoint,
  getUserEndpoint,
  requestMailChangeEndpoint,
  resendActivationEndpoint,
} from '@dating/shared/contracts/index';
import { profiles, tokens, users } from '../db/schema';
import { latestMailLink, MAIL_LINK, paramOf, pathOf } from '../test/mailbox';
import { inject, injectOk } from '../test/inject';
import { setupTestContext, type TestContext } from '../test/test-app';
import { createLoggedInMember } from '../test/builders/members';

const context = setupTestContext({ seed: { profiles: 0, photos: false } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const mailChangeToken = async (email: string) => paramOf((await latestMailLink(ctx.app, email, MAIL_LINK.mailChange)).link, 'token');

describe('confirming a new address of an account not yet activated', () => {
  it('confirms the account as activation does, and the activation link sent to the old address stops working', async () => {
    const member = await createLoggedInMember(ctx, { prefix: 'mistyped', confirmed: false });
    expect((await inject(ctx.app, resendActivationEndpoint, { as: member })).statusCode).toBe(200);
    const activationPath = pathOf((await latestMailLink(ctx.app, member.email, MAIL_LINK.activation)).link);

    const newEmail = `corrected-${member.id}@demo.test`;
    expect((await inject(ctx.app, requestMailChangeEndpoint, { as: member, body: { email: newEmail } })).statusCode).toBe(200);
    const token = await mailChangeToken(newEmail);
    const confirmed = await inject(ctx.app, confirmMailChangeEndpoint, { body: { token } });
    expect(confirmed.statusCode).toBe(200);

    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(user).toMatchObject({ email: newEmail, status: 'confirmed' });
    const [profile] = await ctx.database.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, member.id));
    expect(profile?.status).toBe('active');
    const resend = await inject(ctx.app, resendActivationEndpoint, { as: member });
    expect(ErrorBodySchema.parse(resend.json()).error.code).toBe('conflict');

    const oldLink = await ctx.app.inject({ method: 'GET', url: activationPath });
    expect(oldLink.statusCode).toBe(303);
    expect(oldLink.headers.location).toBe('/activate/error');
  });

  it('leaves an account already confirmed as it was: a profile switched off stays off', async () => {
    const member = await createLoggedInMember(ctx, { prefix: 'confirmed-change', profile: { status: 'disabled' } });
    const newEmail = `moved-${member.id}@demo.test`;
    await inject(ctx.app, requestMailChangeEndpoint, { as: member, body: { email: newEmail } });
    const token = await mailChangeToken(newEmail);
    expect((await inject(ctx.app, confirmMailChangeEndpoint, { body: { token } })).statusCode).toBe(200);
    const { user } = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(user).toMatchObject({ email: newEmail, status: 'confirmed' });
    const [profile] = await ctx.database.db.select({ status: profiles.status }).from(profiles).where(eq(profiles.userId, member.id));
    expect(profile?.status).toBe('disabled');
  });
});

describe('GET /api/mail-change-do.php?token= (asked when the link’s page opens)', () => {
  const check = async (token: string) => {
    const response = await inject(ctx.app, checkMailChangeLinkEndpoint, { query: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json();
  };
  const requestChange = async (prefix: string) => {
    const member = await createLoggedInMember(ctx, { prefix });
    const newEmail = `${prefix}-new-${member.id}@demo.test`;
    expect((await inject(ctx.app, requestMailChangeEndpoint, { as: member, body: { email: newEmail } })).statusCode).toBe(200);
    return { member, newEmail, token: await mailChangeToken(newEmail) };
  };

  it('answers a working link valid without using it up; once confirmed, it is invalid', async () => {
    const { member, newEmail, token } = await requestChange('check-valid');
    expect(await check(token)).toEqual({ valid: true });
    expect(await check(token)).toEqual({ valid: true });
    const [row] = await ctx.database.db.select({ usedAt: tokens.usedAt }).from(tokens).where(eq(tokens.userId, member.id));
    expect(row!.usedAt).toBeNull();
    expect((await inject(ctx.app, confirmMailChangeEndpoint, { body: { token } })).json()).toEqual({ ok: true, email: newEmail });
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
