import { ErrorBodySchema, getUserEndpoint, recordMailFeedbackEndpoint } from '@dating/shared/contracts/index';
import { mayNotify } from '../../account-settings/notification-settings';
import { loadConfig } from '../../config';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext, type TestContext } from '../../test/test-app';
import { createLoggedInMember } from '../../test/builders/members';

const SECRET = 'feedback-secret-for-tests-0123456789';
const context = setupTestContext({ config: { env: { MAIL_FEEDBACK_SECRET: SECRET } } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

/**
 * The provider's call: a server, so no cookie, no client header, no Origin. Raw on the descriptor's path:
 * the tests send it bodies the contract refuses too.
 */
const feedback = (payload: object, authorization: string | null = `Bearer ${SECRET}`) =>
  ctx.app.inject({
    method: recordMailFeedbackEndpoint.method,
    url: recordMailFeedbackEndpoint.path,
    headers: authorization ? { authorization } : {},
    payload,
  });

const stopReasons = async (cookie: string) =>
  (await injectOk(ctx.app, getUserEndpoint, { as: cookie })).user?.notifications_disabled.map((d) => d.reason).sort();

const member = () => createLoggedInMember(ctx, { prefix: 'feedback' });

it('refuses a missing or wrong secret before looking at the body, and records nothing', async () => {
  const { email, cookie } = await member();
  for (const authorization of [null, 'Bearer wrong-secret', SECRET, `Basic ${SECRET}`, `Bearer ${SECRET}x`]) {
    const response = await feedback({ type: 'complaint', email }, authorization);
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('forbidden');
  }
  expect((await feedback({ nonsense: true }, 'Bearer wrong-secret')).statusCode).toBe(403);
  expect(await stopReasons(cookie)).toEqual([]);
});

it('a hard bounce stops e-mail with reason bounce; the address matches whatever its case; twice is one reason', async () => {
  const { id, email, cookie } = await member();
  const response = await feedback({ type: 'bounce', email: email.toUpperCase(), permanent: true });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  expect(await stopReasons(cookie)).toEqual(['bounce']);
  expect(await mayNotify(ctx.database.db, id, 'new_messages', 'email')).toBe(false);
  expect((await feedback({ type: 'bounce', email, permanent: true })).statusCode).toBe(200);
  expect(await stopReasons(cookie)).toEqual(['bounce']);
});

it('a soft bounce (not permanent, or not said) changes nothing', async () => {
  const { id, email, cookie } = await member();
  expect((await feedback({ type: 'bounce', email, permanent: false })).statusCode).toBe(200);
  expect((await feedback({ type: 'bounce', email })).statusCode).toBe(200);
  expect(await stopReasons(cookie)).toEqual([]);
  expect(await mayNotify(ctx.database.db, id, 'new_messages', 'email')).toBe(true);
});

it('a spam complaint stops e-mail with reason fbl, beside an earlier bounce', async () => {
  const { email, cookie } = await member();
  await feedback({ type: 'bounce', email, permanent: true });
  expect((await feedback({ type: 'complaint', email })).statusCode).toBe(200);
  expect(await stopReasons(cookie)).toEqual(['bounce', 'fbl']);
});

it('an address without an account is answered like any other', async () => {
  const response = await feedback({ type: 'complaint', email: 'nobody-here@example.test' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
});

it('validates the body once the secret is right', async () => {
  for (const payload of [{ type: 'delivered', email: 'a@b.test' }, { type: 'bounce', email: 'not-an-address' }, { type: 'bounce' }]) {
    const response = await feedback(payload);
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  }
});

describe('without MAIL_FEEDBACK_SECRET', () => {
  const unset = setupTestContext({ seed: false });

  it('the route does not exist', async () => {
    const response = await inject(unset().app, recordMailFeedbackEndpoint, {
      client: false,
      headers: { authorization: 'Bearer anything-at-all' },
      body: { type: 'complaint', email: 'a@b.test' },
    });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
  });
});

it('MAIL_FEEDBACK_SECRET is at least 16 characters; empty means unset', () => {
  expect(loadConfig({ MAIL_FEEDBACK_SECRET: SECRET }).mailFeedbackSecret).toBe(SECRET);
  expect(loadConfig({ MAIL_FEEDBACK_SECRET: '' }).mailFeedbackSecret).toBeUndefined();
  expect(() => loadConfig({ MAIL_FEEDBACK_SECRET: 'short' })).toThrow(/MAIL_FEEDBACK_SECRET=/);
});
