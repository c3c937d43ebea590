import { and, eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  SignupResponseSchema,
  getUserEndpoint,
  signUpEndpoint,
  signupAllowed,
  type SignupRequest,
} from '@dating/shared/contracts/index';
import { verifyPassword } from '../../auth/passwords';
import { conversationParticipants, creditLedger, messages, outbox, profiles, regions, sites, tracking, users } from '../../db/schema';
import { inject } from '../../test/inject';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { Mailer } from '../../mail/mailer';
import { createAccount } from '../../accounts/signup-account';

let ctx: TestContext;
let addressee: number;
let signupCredits: number;
beforeAll(async () => {
  // A generous per-IP limit: every request of this file comes from 127.0.0.1.
  ctx = await createTestContext({ app: { loginRateLimit: { max: 1000 } } });
  const db = ctx.database.db;
  const [local] = await db.select().from(sites).where(eq(sites.host, 'localhost'));
  if (!local) throw new Error('seed has no localhost site');
  signupCredits = local.settings.signup_credits;
  // A site that takes members by invitation only (before any request fills the site cache).
  await db.insert(sites).values({
    host: 'invite.localhost',
    companyId: local.companyId,
    settings: { ...local.settings, signups: 'invite_only', domain: 'invite.localhost' },
    vapidPrivateKey: local.vapidPrivateKey,
  });
  const [fictional] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.fictional, true), eq(profiles.status, 'active')))
    .limit(1);
  if (!fictional) throw new Error('seed has no active fictional profile');
  addressee = fictional.id;
}, 120_000);
afterAll(async () => {
  await ctx?.close();
}, 30_000);

let counter = 0;
const request = (overrides: Partial<SignupRequest> = {}): SignupRequest => {
  counter += 1;
  return {
    email: `signup-${counter}@example.test`,
    name: `Newbie ${counter}`,
    date_of_birth: '1991-04-12',
    password: 'long-enough-password',
    gender: 'male',
    sexuality: 'hetero',
    country: 'NL',
    region_id: null,
    city: 'Utrecht',
    ...overrides,
  };
};

const signup = (body: SignupRequest, headers: Record<string, string> = {}) => inject(ctx.app, signUpEndpoint, { body, headers });

describe('POST /api/signup.php', () => {
  it('creates a not-yet-confirmed member with a disabled profile, logged in, with signup credits in the ledger', async () => {
    const body = request({ email: 'Mixed.Case@Example.TEST', about_me: 'Hi there', language: 'de' });
    const response = await signup(body);
    expect(response.statusCode).toBe(200);
    const { user } = SignupResponseSchema.parse(response.json());
    expect(user).toMatchObject({
      email: 'mixed.case@example.test',
      status: 'not_confirmed',
      credits: signupCredits,
      paid_user: false,
      language: 'de',
    });
    expect(user.profile).toMatchObject({
      name: body.name,
      status: 'disabled',
      city: 'Utrecht',
      country: 'NL',
      date_of_birth: '1991-04-12',
      about_me: 'Hi there',
    });
    expect(Date.now() - Date.parse(user.signup_date)).toBeLessThan(60_000);

    const db = ctx.database.db;
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, body.password)).toBe(true);
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: signupCredits, reason: 'signup_bonus', idempotencyKey: `signup:${user.id}` }),
    ]);

    // The session cookie works.
    const cookie = response.cookies.find((c) => c.name === 'dating_session');
    const me = await inject(ctx.app, getUserEndpoint, { as: `dating_session=${cookie?.value}` });
    expect(me.json().user.id).toBe(user.id);
    // And the browser is the member's device from the start: strangers' failed logins never lock it out.
    expect(response.cookies.find((c) => c.name === 'dating_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('mails the activation link to the new address', async () => {
    const body = request();
    expect((await signup(body)).statusCode).toBe(200);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('/activate?token=');
  });

  it('keeps the signup when the activation mail cannot be sent (the confirm step offers a resend)', async () => {
    const broken = await createTestContext({
      seed: { profiles: 5, photos: 'placeholder' },
      app: { mailer: { sendMail: () => Promise.reject(new Error('smtp down')) } as unknown as Mailer },
    });
    try {
      const response = await inject(broken.app, signUpEndpoint, { body: request() });
      expect(response.statusCode).toBe(200);
      expect(SignupResponseSchema.parse(response.json()).user.status).toBe('not_confirmed');
    } finally {
      await broken.close();
    }
  }, 120_000);

  it('stores the tracking query with braces stripped', async () => {
    const response = await signup(request({ tracking: { network: '{net}', ref: 'r1', sub1: '{}', sub3: 's3' } }));
    const { user } = SignupResponseSchema.parse(response.json());
    const rows = await ctx.database.db.select().from(tracking).where(eq(tracking.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ network: 'net', ref: 'r1', sub1: null, sub2: null, sub3: 's3', landingPath: null })]);
  });

  it('stores the landing path with the tracking query, and only with one', async () => {
    const withSource = SignupResponseSchema.parse(
      (await signup(request({ tracking: { network: 'adnet' }, landing_path: '/landers/video/summer' }))).json(),
    );
    const rows = await ctx.database.db.select().from(tracking).where(eq(tracking.userId, withSource.user.id));
    expect(rows).toEqual([expect.objectContaining({ network: 'adnet', landingPath: '/landers/video/summer' })]);
    const withoutSource = SignupResponseSchema.parse((await signup(request({ landing_path: '/members' }))).json());
    expect(await ctx.database.db.select().from(tracking).where(eq(tracking.userId, withoutSource.user.id))).toEqual([]);
  });

  it('refuses a landing path that is more than a bounded path', async () => {
    for (const landing_path of ['/members?sub1=x', 'https://elsewhere.test/', `/${'p'.repeat(255)}`, '/with space']) {
      const response = await signup(request({ tracking: { network: 'adnet' }, landing_path }));
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.field).toBe('landing_path');
    }
  });

  it('keeps the first message as the start of a conversation with the addressed profile', async () => {
    const response = await signup(request({ signup_message: '  Hello you!  ', to_profile_id: addressee }));
    const { user } = SignupResponseSchema.parse(response.json());
    const db = ctx.database.db;
    const sent = await db.select().from(messages).where(eq(messages.senderProfileId, user.profile.id));
    expect(sent).toEqual([expect.objectContaining({ body: 'Hello you!', type: 'text' })]);
    const participants = await db
      .select()
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, sent[0]!.conversationId));
    expect(participants.map((p) => p.profileId).sort((a, b) => a - b)).toEqual([user.profile.id, addressee].sort((a, b) => a - b));
  });

  it('refuses an e-mail that has an account with account_exists (any case)', async () => {
    const first = request();
    expect((await signup(first)).statusCode).toBe(200);
    const again = await signup(request({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('account_exists');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('makes exactly one account of two simultaneous signups with one e-mail', async () => {
    const email = 'race@example.test';
    const [a, b] = await Promise.all([signup(request({ email })), signup(request({ email }))]);
    expect([a.statusCode, b.statusCode].sort((x, y) => x - y)).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(ErrorBodySchema.parse(loser.json()).error.code).toBe('account_exists');
    const rows = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('turns the unique e-mail constraint into account_exists when the pre-check is overtaken', async () => {
    const body = request();
    expect((await signup(body)).statusCode).toBe(200);
    const [site] = await ctx.database.db.select({ id: sites.id }).from(sites).limit(1);
    const attempt = createAccount(ctx.database.db, {
      request: body,
      siteId: site!.id,
      passwordHash: 'x',
      signupCredits: 5,
      tracking: null,
      now: new Date(),
      messageMailDelaySeconds: 120,
    });
    await expect(attempt).rejects.toMatchObject({ code: 'account_exists', statusCode: 409 });
  });

  it('offers reactivation for an account waiting for deletion', async () => {
    const body = request();
    const { user } = SignupResponseSchema.parse((await signup(body)).json());
    await ctx.database.db.update(users).set({ deletionRequestedAt: new Date() }).where(eq(users.id, user.id));
    const again = await signup(request({ email: body.email }));
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('account_pending_deletion');
  });

  it('refuses anyone under 18, and invalid dates, naming date_of_birth', async () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    for (const date_of_birth of [seventeen, '1990-02-30']) {
      const response = await signup(request({ date_of_birth }));
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'date_of_birth' });
    }
  });

  it('refuses a region that does not exist or lies in another country, naming region_id', async () => {
    const [nl] = await ctx.database.db.select({ id: regions.id }).from(regions).where(eq(regions.country, 'NL')).limit(1);
    for (const payload of [request({ region_id: 999_999 }), request({ region_id: nl!.id, country: 'DE' })]) {
      const response = await signup(payload);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'region_id' });
    }
    const ok = await signup(request({ region_id: nl!.id, country: 'NL' }));
    expect(SignupResponseSchema.parse(ok.json()).user.profile.region_id).toBe(nl!.id);
  });

  it('refuses a username equal to the e-mail or starting with @', async () => {
    const equal = request();
    for (const payload of [{ ...equal, name: equal.email }, request({ name: '@me' })]) {
      const response = await signup(payload);
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'name' });
    }
  });

  it('with_trafficsource: only with a tracking query', async () => {
    const host = { host: 'de.localhost' };
    const without = await signup(request(), host);
    expect(without.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(without.json()).error.code).toBe('signups_closed');
    const braceOnly = await signup(request({ tracking: { network: '{}' } }), host);
    expect(braceOnly.statusCode).toBe(403);
    const withSource = await signup(request({ tracking: { network: 'adnet' } }), host);
    expect(withSource.statusCode).toBe(200);
  });

  it('invite only: refused with signups_closed, tracking or not', async () => {
    const host = { host: 'invite.localhost' };
    for (const payload of [request(), request({ tracking: { network: 'adnet' } })]) {
      const response = await signup(payload, host);
      expect(response.statusCode).toBe(403);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('signups_closed');
    }
  });

  it('refuses a call without the client header (CSRF)', async () => {
    const response = await inject(ctx.app, signUpEndpoint, { client: false, body: request() });
    expect(response.statusCode).toBe(403);
  });
});

describe('signupAllowed', () => {
  it('follows the mode', () => {
    expect(signupAllowed('all', null)).toBe(true);
    expect(signupAllowed('with_trafficsource', null)).toBe(false);
    expect(signupAllowed('with_trafficsource', { ref: 'x' })).toBe(true);
    expect(signupAllowed('invite_only', { network: 'n' })).toBe(false);
  });
});
