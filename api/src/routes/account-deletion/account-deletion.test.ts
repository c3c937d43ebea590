import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AccountDeleteResponseSchema,
  AccountReactivateResponseSchema,
  ErrorBodySchema,
  REACTIVATION_FAILED_REDIRECT,
  RetentionDiscountResponseSchema,
  claimRetentionDiscountEndpoint,
  deleteAccountEndpoint,
  getCompanyInfoEndpoint,
  getMemberProfileEndpoint,
  getUserEndpoint,
  loginEndpoint,
  reactivateAccountByLinkEndpoint,
  reactivateAccountEndpoint,
} from '@dating/shared/contracts/index';
import type { App } from '../../app-context';
import { reactivateWithToken, requestDeletion } from '../../account-deletion/deletion';
import { accountDeletions, discountCodes, sessions, tokens, users } from '../../db/schema';
import { searchMembers } from '../../members/member-search';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../../seed/demo-members';
import { latestMailLink, MAIL_LINK, paramOf } from '../../test/mailbox';
import { createTestMember } from '../../test/builders/members';
import { inject, injectOk } from '../../test/inject';
import { loginCookie, setupTestContext, type TestContext } from '../../test/test-app';

const context = setupTestContext();
let ctx: TestContext;
let viewerCookie: string;
let viewerProfileId: number;
beforeAll(async () => {
  ctx = context();
  viewerCookie = await loginCookie(ctx.app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
  viewerProfileId = (await injectOk(ctx.app, getUserEndpoint, { as: viewerCookie })).user!.profile.id;
});

const DAY = 24 * 60 * 60_000;
/** A confirmed member of its own per test, in a country the seed does not use much (IE). */
const createMember = (language: 'en' | 'de' = 'en') =>
  createTestMember(ctx, {
    prefix: 'leaver',
    language,
    profile: { country: 'IE', city: 'Cork', gender: 'female', dateOfBirth: '1991-03-03' },
  });

const deleteAccount = (
  cookie: string,
  body: z.input<typeof deleteAccountEndpoint.body>,
  app: App = ctx.app,
  headers: Record<string, string> = {},
) => inject(app, deleteAccountEndpoint, { as: cookie, body, headers });
const login = (email: string, password: string) => inject(ctx.app, loginEndpoint, { body: { email, password } });

async function reactivationLink(email: string, app: App = ctx.app) {
  const { mail, link } = await latestMailLink(app, email, MAIL_LINK.reactivation);
  return { mail, link, token: paramOf(link, 'reactivate') };
}

/** The confirm button of the page the link opens. */
const confirmReactivation = (token: string, app: App = ctx.app) => inject(app, reactivateAccountByLinkEndpoint, { body: { token } });

const isFound = async (profileId: number) => {
  const page = await searchMembers(ctx.database.db, viewerProfileId, { country: 'IE', gender: 'female', limit: 48 });
  return page.profiles.some((p) => p.id === profileId);
};
const profileView = (profileId: number) => inject(ctx.app, getMemberProfileEndpoint, { as: viewerCookie, query: { id: profileId } });

describe('POST /api/account-delete.php', () => {
  it('hides the account at once, ends every session and mails a neutral 14-day reactivation link', async () => {
    const member = await createMember();
    const phone = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const browser = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    expect(await isFound(member.profileId)).toBe(true);
    expect((await profileView(member.profileId)).statusCode).toBe(200);

    const response = await deleteAccount(browser, { reason: 'found_partner', comment: 'Met someone', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = AccountDeleteResponseSchema.parse(response.json());
    expect(body.email).toBe(member.email);
    // The cookie is cleared, and every session of the member is gone on the server.
    expect(response.cookies.find((c) => c.name === 'dating_session')?.value).toBe('');
    for (const cookie of [phone, browser]) {
      expect((await inject(ctx.app, getUserEndpoint, { as: cookie })).json()).toEqual({ user: null });
    }
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);

    expect(await isFound(member.profileId)).toBe(false);
    expect((await profileView(member.profileId)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.deletionRequestedAt).not.toBeNull();
    const [deletion] = await ctx.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.id));
    expect(deletion).toMatchObject({ reason: 'found_partner', comment: 'Met someone', reactivatedAt: null });

    const { mail, link } = await reactivationLink(member.email);
    expect(link).toMatch(/^https?:\/\/localhost(:\d+)?\/account-deleted\?reactivate=[A-Za-z0-9_-]{43}$/);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/dating|date|flirt|single/i);
    expect(Date.parse(body.reactivable_until) - deletion!.requestedAt.getTime()).toBe(14 * DAY);
  });

  it('needs the right password, a login and the client header; a wrong password keeps the account', async () => {
    const member = await createMember();
    const cookie = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const wrong = await deleteAccount(cookie, { reason: 'other', password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(wrong.json()).error).toMatchObject({ code: 'validation_failed', field: 'password' });
    const anonymous = await inject(ctx.app, deleteAccountEndpoint, { body: { reason: 'other', password: DEMO_PASSWORD } });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().error.code).toBe('authentication_required');
    const noHeader = await inject(ctx.app, deleteAccountEndpoint, {
      as: cookie,
      client: false,
      body: { reason: 'other', password: DEMO_PASSWORD },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await inject(ctx.app, getUserEndpoint, { as: cookie })).json().user.email).toBe(member.email);
    expect(await isFound(member.profileId)).toBe(true);
  });
});

describe('reactivation', () => {
  it('the mailed link opens a page; its confirm button restores the account once and logs the member in', async () => {
    const member = await createMember('de');
    await deleteAccount(
      await loginCookie(ctx.app, member.email, DEMO_PASSWORD),
      { reason: 'taking_a_break', password: DEMO_PASSWORD },
      ctx.app,
      { host: 'de.localhost:8080' },
    );
    const { mail, token, link } = await reactivationLink(member.email);
    expect(mail.subject).toBe('Dein Konto wurde gelöscht');
    expect(link.startsWith('http://de.localhost:8080/account-deleted?')).toBe(true);

    // Opening the link (as a mail provider's scanner does) changes nothing: it is a page.
    const page = await ctx.app.inject({ method: 'GET', url: new URL(link).pathname + new URL(link).search });
    expect(page.statusCode).toBe(200);
    expect(page.cookies.find((c) => c.name === 'dating_session')).toBeUndefined();
    expect(await isFound(member.profileId)).toBe(false);

    // The button's call is state-changing: the CSRF header is required.
    const noHeader = await inject(ctx.app, reactivateAccountByLinkEndpoint, { client: false, body: { token } });
    expect(noHeader.statusCode).toBe(403);
    expect(await isFound(member.profileId)).toBe(false);

    const response = await confirmReactivation(token);
    expect(response.statusCode).toBe(200);
    expect(AccountReactivateResponseSchema.parse(response.json()).user.email).toBe(member.email);
    const session = response.cookies.find((c) => c.name === 'dating_session');
    expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await inject(ctx.app, getUserEndpoint, { as: `dating_session=${session!.value}` });
    expect(me.json().user.email).toBe(member.email);
    expect(await isFound(member.profileId)).toBe(true);
    expect((await profileView(member.profileId)).statusCode).toBe(200);
    const [deletion] = await ctx.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, member.id));
    expect(deletion!.reactivatedAt).not.toBeNull();

    // Single use.
    const again = await confirmReactivation(token);
    expect(again.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('token_invalid');
    expect(again.cookies.find((c) => c.name === 'dating_session')).toBeUndefined();
  });

  it('an old-style GET link never acts: it redirects to the confirm page', async () => {
    const member = await createMember();
    await deleteAccount(await loginCookie(ctx.app, member.email, DEMO_PASSWORD), { reason: 'other', password: DEMO_PASSWORD });
    const { token } = await reactivationLink(member.email);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/account-reactivate.php?token=${token}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/account-deleted?reactivate=${token}`);
    expect(response.cookies.find((c) => c.name === 'dating_session')).toBeUndefined();
    expect(await isFound(member.profileId)).toBe(false);
    // The token is still good for the button.
    expect((await confirmReactivation(token)).statusCode).toBe(200);
  });

  it('works for 14 days, not 15 (clock injected)', async () => {
    const db = ctx.database.db;
    const requestedAt = new Date('2030-03-01T10:00:00Z');
    const issue = async () => {
      const member = await createMember();
      const { token } = await db.transaction((tx) =>
        requestDeletion(tx, { userId: member.id, profileId: member.profileId, reason: 'other', comment: undefined, now: requestedAt }),
      );
      return { member, token };
    };
    const late = await issue();
    expect(await db.transaction((tx) => reactivateWithToken(tx, late.token, new Date(requestedAt.getTime() + 15 * DAY)))).toBeNull();
    expect(await db.transaction((tx) => reactivateWithToken(tx, late.token, new Date(requestedAt.getTime() + 14 * DAY)))).toBeNull();
    const inTime = await issue();
    expect(await db.transaction((tx) => reactivateWithToken(tx, inTime.token, new Date(requestedAt.getTime() + 14 * DAY - 60_000)))).toBe(
      inTime.member.id,
    );
    const [row] = await db.select().from(users).where(eq(users.id, inTime.member.id));
    expect(row!.deletionRequestedAt).toBeNull();

    // Through the route: a link whose 14 days are over.
    const member = await createMember();
    await deleteAccount(await loginCookie(ctx.app, member.email, DEMO_PASSWORD), { reason: 'other', password: DEMO_PASSWORD });
    const { token } = await reactivationLink(member.email);
    await db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.userId, member.id));
    const expired = await confirmReactivation(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('token_invalid');
  });

  it('logging in offers reactivation only with the right password; the login form then reactivates', async () => {
    const member = await createMember();
    await deleteAccount(await loginCookie(ctx.app, member.email, DEMO_PASSWORD), { reason: 'privacy', password: DEMO_PASSWORD });

    const wrong = await login(member.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(wrong.json()).error).toEqual({ code: 'login_failed', message: 'Login failed, please try again' });
    const right = await login(member.email, DEMO_PASSWORD);
    expect(right.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(right.json()).error.code).toBe('account_pending_deletion');
    expect(right.cookies.find((c) => c.name === 'dating_session')).toBeUndefined();

    const reactivateWrong = await inject(ctx.app, reactivateAccountEndpoint, { body: { email: member.email, password: 'nope-nope' } });
    expect(reactivateWrong.statusCode).toBe(401);
    expect(reactivateWrong.json().error.code).toBe('login_failed');
    expect(await isFound(member.profileId)).toBe(false);

    const reactivated = await inject(ctx.app, reactivateAccountEndpoint, {
      body: { email: member.email.toUpperCase(), password: DEMO_PASSWORD },
    });
    expect(reactivated.statusCode).toBe(200);
    expect(AccountReactivateResponseSchema.parse(reactivated.json()).user.email).toBe(member.email);
    expect(reactivated.cookies.find((c) => c.name === 'dating_session')?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await isFound(member.profileId)).toBe(true);
    // The mailed link is void once the account is back.
    const { token } = await reactivationLink(member.email);
    expect((await confirmReactivation(token)).json().error.code).toBe('token_invalid');
    expect((await login(member.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown or malformed token is refused as token_invalid or validation_failed, never a 5xx', async () => {
    for (const token of ['x'.repeat(43), 'short', 'ä/?&']) {
      const response = await confirmReactivation(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('token_invalid');
    }
    const empty = await confirmReactivation('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation_failed', field: 'token' });
    const emptyLink = await ctx.app.inject({ method: 'GET', url: '/api/account-reactivate.php?token=' });
    expect(emptyLink.headers.location).toBe(REACTIVATION_FAILED_REDIRECT);
    const oddLink = await ctx.app.inject({ method: 'GET', url: `/api/account-reactivate.php?token=${encodeURIComponent('a&b=c')}` });
    expect(oddLink.headers.location).toBe('/account-deleted?reactivate=a%26b%3Dc');
  });
});

describe('POST /api/retention-discount.php', () => {
  it('gives the member a personal single-use code worth the company’s delete_discount, the same one when asked again', async () => {
    const member = await createMember();
    const cookie = await loginCookie(ctx.app, member.email, DEMO_PASSWORD);
    const company = await injectOk(ctx.app, getCompanyInfoEndpoint);
    const ask = () => inject(ctx.app, claimRetentionDiscountEndpoint, { as: cookie });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    const offer = RetentionDiscountResponseSchema.parse(first.json());
    expect(offer).toMatchObject({ code: `STAY${company.delete_discount}`, value_percentage: company.delete_discount });
    expect(RetentionDiscountResponseSchema.parse((await ask()).json())).toEqual(offer);
    const rows = await ctx.database.db.select().from(discountCodes).where(eq(discountCodes.userId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ validity: 'once', status: 'active', valuePercentage: company.delete_discount });

    const anonymous = await inject(ctx.app, claimRetentionDiscountEndpoint);
    expect(anonymous.statusCode).toBe(403);
  });
});
