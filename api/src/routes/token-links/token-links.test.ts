import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  TokenLinkLoginResponseSchema,
  TokenLinkResponseSchema,
  getTokenLinkEndpoint,
  getUserEndpoint,
  tokenLinkLoginEndpoint,
} from '@dating/shared/contracts/index';
import { issueOneTimeToken, type TokenKind } from '../../auth/one-time-tokens';
import { tokens, users } from '../../db/schema';
import { LOGIN_LINK_TTL_MINUTES } from '../../notification-mails/member-mail';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember, createTestMember } from '../../test/builders/members';
import { createEntryLink, DEMO_ENTRY_LINK } from '../../token-links/entry-links';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const HOUR = 60 * 60_000;

/** A token of `kind` for the member, issued `agoMs` before now (so it may have expired already). */
async function issue(userId: number, options: { kind?: TokenKind; target?: string; agoMs?: number } = {}): Promise<string> {
  const issued = await issueOneTimeToken(ctx.database.db, {
    kind: options.kind ?? 'login',
    userId,
    ttlMinutes: LOGIN_LINK_TTL_MINUTES,
    now: new Date(Date.now() - (options.agoMs ?? 0)),
    targetPath: options.target ?? '/chats/12',
  });
  if (!issued.ok) throw new Error('not issued');
  return issued.token;
}

const open = (token: string) => inject(ctx.app, getTokenLinkEndpoint, { query: { token } });
const press = (token: string, headers: Record<string, string> = {}) =>
  inject(ctx.app, tokenLinkLoginEndpoint, { body: { token }, headers });
const sessionCookie = (response: Awaited<ReturnType<typeof press>>) => {
  const cookie = response.cookies.find((c) => c.name === 'dating_session');
  return cookie ? `dating_session=${cookie.value}` : undefined;
};
const whoIs = async (cookie: string | undefined) => (await injectOk(ctx.app, getUserEndpoint, cookie ? { as: cookie } : {})).user?.email;
const errorCode = (response: Awaited<ReturnType<typeof press>>) => ErrorBodySchema.parse(response.json()).error.code;

describe('a login link', () => {
  it('opening it claims nothing (twice, as a mail scanner and the member do); the button logs in once', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id, { target: '/chats/12' });

    for (let n = 0; n < 2; n += 1) {
      const opened = await open(token);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      expect(opened.headers['set-cookie']).toBeUndefined();
      expect(TokenLinkResponseSchema.parse(opened.json())).toEqual({ kind: 'login', state: 'valid', target: '/chats/12' });
    }

    const pressed = await press(token);
    expect(pressed.statusCode).toBe(200);
    expect(TokenLinkLoginResponseSchema.parse(pressed.json())).toEqual({ target: '/chats/12' });
    expect(await whoIs(sessionCookie(pressed))).toBe(member.email);

    const again = await press(token);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('token_invalid');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(TokenLinkResponseSchema.parse((await open(token)).json())).toEqual({ kind: 'login', state: 'used', target: '/chats/12' });
  });

  it("replaces the browser's session, another member's included", async () => {
    const other = await createLoggedInMember(ctx, { prefix: 'token-link-other' });
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const pressed = await press(await issue(member.id), { cookie: other.cookie });
    expect(pressed.statusCode).toBe(200);
    expect(await whoIs(other.cookie)).toBeUndefined();
    expect(await whoIs(sessionCookie(pressed))).toBe(member.email);
  });

  it('is expired after its lifetime: the page says so and the button refuses', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id, { agoMs: LOGIN_LINK_TTL_MINUTES * 60_000 + HOUR, target: '/likes/received' });
    expect(TokenLinkResponseSchema.parse((await open(token)).json())).toEqual({
      kind: 'login',
      state: 'expired',
      target: '/likes/received',
    });
    expect(errorCode(await press(token))).toBe('token_invalid');
  });

  it('refuses an account that is deleted or waiting for deletion, as a password login does', async () => {
    for (const set of [{ deletionRequestedAt: new Date() }, { deletedAt: new Date() }]) {
      const member = await createTestMember(ctx, { prefix: 'token-link-deleting' });
      const token = await issue(member.id);
      await ctx.database.db.update(users).set(set).where(eq(users.id, member.id));
      expect(TokenLinkResponseSchema.parse((await open(token)).json())).toMatchObject({ kind: 'login', state: 'expired' });
      const pressed = await press(token);
      expect(errorCode(pressed)).toBe('token_invalid');
      expect(pressed.headers['set-cookie']).toBeUndefined();
    }
  });

  it('never leads off the site, whatever the stored target', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id, { target: '//evil.test/x' });
    expect(TokenLinkResponseSchema.parse((await open(token)).json())).toMatchObject({ target: '/members' });
    expect(TokenLinkLoginResponseSchema.parse((await press(token)).json())).toEqual({ target: '/members' });
  });

  it('two presses at once: exactly one logs in', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id);
    const results = await Promise.all([press(token), press(token)]);
    expect(results.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([200, 400]);
  });

  it('needs the client header (CSRF) to log in', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id);
    const bare = await inject(ctx.app, tokenLinkLoginEndpoint, { client: false, body: { token } });
    expect(bare.statusCode).toBe(403);
    expect((await press(token)).statusCode).toBe(200);
  });
});

describe('what is not a login link', () => {
  it('a reset token (another kind) is unknown here: 404, and pressing it is token_invalid and leaves it usable', async () => {
    const member = await createTestMember(ctx, { prefix: 'token-link' });
    const token = await issue(member.id, { kind: 'reset' });
    expect((await open(token)).statusCode).toBe(404);
    expect(errorCode(await press(token))).toBe('token_invalid');
    const [row] = await ctx.database.db.select({ usedAt: tokens.usedAt }).from(tokens).where(eq(tokens.userId, member.id));
    expect(row?.usedAt).toBeNull();
  });

  it.each([['short'], ['a'.repeat(129)], ['with space in it here'], ['A'.repeat(43)]])('the token %p is 404', async (token) => {
    const opened = await open(token);
    expect(opened.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(opened.json()).error.code).toBe('not_found');
  });
});

describe('an entry link', () => {
  it('the seeded demo link leads to its lander with the tracking query', async () => {
    const opened = await open(DEMO_ENTRY_LINK.token);
    expect(opened.statusCode).toBe(200);
    expect(TokenLinkResponseSchema.parse(opened.json())).toEqual({
      kind: 'entry',
      target: '/landers/gallery/summer?network=demo&ref=entry-link',
    });
    expect(errorCode(await press(DEMO_ENTRY_LINK.token))).toBe('token_invalid');
  });

  it('is made only for a lander, with tracking keys only, once', async () => {
    const db = ctx.database.db;
    const made = await createEntryLink(db, { token: 'spring-partner-one', lander: '/landers/video', query: 'ref=spring&network=partner1' });
    expect(made).toEqual({ ok: true, target: '/landers/video?network=partner1&ref=spring' });
    expect(TokenLinkResponseSchema.parse((await open('spring-partner-one')).json())).toEqual({
      kind: 'entry',
      target: '/landers/video?network=partner1&ref=spring',
    });
    expect(await createEntryLink(db, { token: 'no-query-link-here', lander: '/landers/video', query: '' })).toEqual({
      ok: true,
      target: '/landers/video',
    });
    const refused = async (input: { token: string; lander: string; query: string }) => {
      const result = await createEntryLink(db, input);
      return result.ok ? 'made' : result.problem;
    };
    expect(await refused({ token: 'spring-partner-one', lander: '/landers/video', query: '' })).toMatch(/exists already/);
    expect(await refused({ token: 'too-short', lander: '/landers/video', query: '' })).toMatch(/16–128/);
    expect(await refused({ token: 'members-area-link', lander: '/members', query: '' })).toMatch(/no lander page/);
    expect(await refused({ token: 'unknown-lander-link', lander: '/landers/nope', query: '' })).toMatch(/no lander page/);
    expect(await refused({ token: 'lander-with-query-1', lander: '/landers/video?x=1', query: '' })).toMatch(/no lander page/);
    expect(await refused({ token: 'bad-key-entry-link', lander: '/landers/video', query: 'utm_source=x' })).toMatch(/no tracking key/);
    expect(await refused({ token: 'long-value-entry-link', lander: '/landers/video', query: `network=${'n'.repeat(101)}` })).toMatch(
      /not valid/,
    );
    expect(await refused({ token: 'twice-key-entry-link', lander: '/landers/video', query: 'ref=a&ref=b' })).toMatch(/twice/);
  });
});
