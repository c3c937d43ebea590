import { eq } from 'drizzle-orm';
import { ACTIVATION_DAILY_LIMIT, ErrorBodySchema, getUserEndpoint, resendActivationEndpoint } from '@dating/shared/contracts/index';
import { activateAccount } from '../../accounts/confirm-account';
import { issueOneTimeToken } from '../../auth/one-time-tokens';
import { profiles, tokens, users } from '../../db/schema';
import { latestMailLink, MAIL_LINK, mailsTo, pathOf } from '../../test/mailbox';
import { inject, injectOk } from '../../test/inject';
import { rateLimitOf, setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const context = setupTestContext();
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

let ips = 0;
/** A fresh, not yet confirmed member as signup leaves it (profile disabled), logged in. */
async function createMember(language: 'en' | 'nl' = 'en') {
  const member = await createLoggedInMember(ctx, { prefix: 'activate', language, confirmed: false });
  ips += 1;
  // Each member asks from its own address: the per-IP resend limit stays out of the other tests.
  return { ...member, ip: `10.0.3.${ips}` };
}

type Member = Awaited<ReturnType<typeof createMember>>;

const resend = (member: Member, headers: Record<string, string> = {}) =>
  inject(ctx.app, resendActivationEndpoint, { as: member, remoteAddress: member.ip, headers });

const open = (link: string) => ctx.app.inject({ method: 'GET', url: pathOf(link) });
const latestLink = (email: string) => latestMailLink(ctx.app, email, MAIL_LINK.activation);

async function state(userId: number) {
  const [row] = await ctx.database.db
    .select({ status: users.status, profileStatus: profiles.status })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

describe('activation link', () => {
  it('mails a neutral, localized link; the link activates user and profile once, then leads to the error page', async () => {
    const member = await createMember('nl');
    const response = await resend(member, { host: 'nl.localhost:8080' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, email: member.email });

    const { mail, link } = await latestLink(member.email);
    expect(link.startsWith('http://nl.localhost:8080/activate?token=')).toBe(true);
    // A link in a mail is a path of the site: neither part of the mail shows an api path.
    expect(mail.text).not.toContain('/api/');
    expect(mail.html ?? '').not.toContain('/api/');
    expect(mail.subject).toBe('Bevestig je e-mailadres');
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/dating|date|flirt|single|sex/i);

    const first = await open(link);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/activate/done');
    expect(await state(member.id)).toEqual({ status: 'confirmed', profileStatus: 'active' });

    const me = await injectOk(ctx.app, getUserEndpoint, { as: member });
    expect(me.user?.status).toBe('confirmed');

    const again = await open(link);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/activate/error');
  });

  it('still opens under the api path of mails sent before the link became a path of the site', async () => {
    const member = await createMember();
    expect((await resend(member)).statusCode).toBe(200);
    const { link } = await latestLink(member.email);
    const old = await ctx.app.inject({ method: 'GET', url: pathOf(link).replace('/activate?', '/api/activate.php?') });
    expect(old.headers.location).toBe('/activate/done');
    expect(await state(member.id)).toEqual({ status: 'confirmed', profileStatus: 'active' });
  });

  it('sends an unknown or malformed token to the error page, and names a missing token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/activate.php?token=${'A'.repeat(43)}` })).headers.location).toBe(
      '/activate/error',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/activate.php?token=short' })).headers.location).toBe('/activate/error');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/activate.php' });
    expect(missing.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(missing.json()).error).toMatchObject({ code: 'validation_failed', field: 'token' });
  });

  it('refuses an expired link (clock injected) and leaves the account unconfirmed', async () => {
    const member = await createMember();
    const db = ctx.database.db;
    const past = new Date(Date.now() - 8 * 24 * 3_600_000);
    const issued = await db.transaction((tx) =>
      issueOneTimeToken(tx, { kind: 'activation', userId: member.id, now: past, ttlMinutes: 7 * 24 * 60 }),
    );
    if (!issued.ok) throw new Error('not issued');
    expect(await db.transaction((tx) => activateAccount(tx, issued.token, new Date()))).toBeNull();
    expect((await open(`http://localhost/api/activate.php?token=${issued.token}`)).headers.location).toBe('/activate/error');
    expect(await state(member.id)).toEqual({ status: 'not_confirmed', profileStatus: 'disabled' });
  });

  it('does not activate an account waiting for deletion', async () => {
    const member = await createMember();
    await resend(member);
    const { link } = await latestLink(member.email);
    await ctx.database.db.update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, member.id));
    expect((await open(link)).headers.location).toBe('/activate/error');
    expect((await state(member.id))?.status).toBe('not_confirmed');
  });

  it('keeps only the newest link working after a resend; only hashes are stored', async () => {
    const member = await createMember();
    await resend(member);
    const { link: older } = await latestLink(member.email);
    await resend(member);
    const { link: newer } = await latestLink(member.email);
    expect(newer).not.toBe(older);
    const stored = JSON.stringify(await ctx.database.db.select().from(tokens).where(eq(tokens.userId, member.id)));
    expect(stored).not.toContain(new URL(newer).searchParams.get('token'));
    expect((await open(older)).headers.location).toBe('/activate/error');
    expect((await open(newer)).headers.location).toBe('/activate/done');
  });

  it('two opens of one link at once: exactly one activates', async () => {
    const member = await createMember();
    await resend(member);
    const { link } = await latestLink(member.email);
    const results = await Promise.all([open(link), open(link)]);
    expect(results.map((r) => String(r.headers.location)).sort((x, y) => x.localeCompare(y))).toEqual([
      '/activate/done',
      '/activate/error',
    ]);
  });
});

describe('POST /api/activation-resend.php', () => {
  it(`sends at most ${ACTIVATION_DAILY_LIMIT} mails a day, then daily_limit_reached`, async () => {
    const member = await createMember();
    for (let n = 0; n < ACTIVATION_DAILY_LIMIT; n += 1) expect((await resend(member)).statusCode).toBe(200);
    const refused = await resend(member);
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).error).toEqual({
      code: 'daily_limit_reached',
      message: 'Too many confirmation e-mails sent, please try again tomorrow.',
    });
    expect(await mailsTo(ctx.app, member.email)).toHaveLength(ACTIVATION_DAILY_LIMIT);
  });

  it(`limits resends to ${rateLimitOf(resendActivationEndpoint)} per IP in 15 minutes, whatever the answers were`, async () => {
    const member = await createMember();
    const answers: (number | string)[] = [];
    for (let n = 0; n < rateLimitOf(resendActivationEndpoint); n += 1) {
      const response = await resend(member);
      answers.push(response.statusCode === 200 ? 200 : ErrorBodySchema.parse(response.json()).error.code);
    }
    const dailyLimited = rateLimitOf(resendActivationEndpoint) - ACTIVATION_DAILY_LIMIT;
    expect(answers).toEqual([
      ...Array<number>(ACTIVATION_DAILY_LIMIT).fill(200),
      ...Array<string>(dailyLimited).fill('daily_limit_reached'),
    ]);
    const limited = await resend(member);
    expect(limited.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is counted on its own.
    const elsewhere = await resend({ ...member, ip: '10.0.5.1' });
    expect(ErrorBodySchema.parse(elsewhere.json()).error.code).toBe('daily_limit_reached');
  });

  it('needs a login, the client header, and an unconfirmed account', async () => {
    const loggedOut = await inject(ctx.app, resendActivationEndpoint, { remoteAddress: '10.0.4.1' });
    expect(loggedOut.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(loggedOut.json()).error.code).toBe('authentication_required');

    const member = await createMember();
    const noHeader = await inject(ctx.app, resendActivationEndpoint, { as: member, client: false, remoteAddress: member.ip });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().error.code).toBe('csrf_failed');

    await ctx.database.db.update(users).set({ status: 'confirmed' }).where(eq(users.id, member.id));
    const confirmed = await resend(member);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().error.code).toBe('conflict');
    expect(await mailsTo(ctx.app, member.email)).toHaveLength(0);
  });
});
