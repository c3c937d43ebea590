import { eq } from 'drizzle-orm';
import { ErrorBodySchema, UserResponseSchema } from '@dating/shared/contracts/index';
import { profiles } from '../db/schema';
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
