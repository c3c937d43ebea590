import { and, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CreditBundlesResponseSchema,
  DiscountCodeSchema,
  ErrorBodySchema,
  TIME_BONUS,
  WELCOME_DISCOUNT_DEFAULTS,
  getDiscountCodeEndpoint,
  listCreditBundlesEndpoint,
} from '@dating/shared/contracts/index';
import { discountCodes, discountRedemptions, users } from '../db/schema';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { createLoggedInMember, type TestMemberOptions } from '../test/builders/members';
import { discountMember } from './discount-codes';
import { grantDueWelcomeDiscounts, grantWelcomeDiscount } from './welcome-discount';

const context = setupTestContext({ app: { unlimited: true } });
const db = () => context().database.db;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

type Member = Awaited<ReturnType<typeof createLoggedInMember>>;

/** A member who signed up `hoursAgo` hours ago. */
async function member(hoursAgo = 0, options: TestMemberOptions = {}): Promise<Member> {
  const created = await createLoggedInMember(context(), { prefix: 'discount', ...options });
  await db()
    .update(users)
    .set({ signupDate: new Date(Date.now() - hoursAgo * HOUR_MS) })
    .where(eq(users.id, created.id));
  return created;
}

type DiscountQuery = z.input<typeof getDiscountCodeEndpoint.query>;
const ask = (who: Member | null, query: DiscountQuery = {}) =>
  inject(context().app, getDiscountCodeEndpoint, { query, ...(who ? { as: who } : {}) });

async function discountOf(who: Member, query: DiscountQuery = {}) {
  const response = await ask(who, query);
  expect(response.statusCode).toBe(200);
  const { discount } = response.json() as { discount: unknown };
  return discount === null ? null : DiscountCodeSchema.parse(discount);
}

async function refusal(who: Member, query: DiscountQuery): Promise<string> {
  const response = await ask(who, query);
  expect(response.statusCode).toBe(422);
  return ErrorBodySchema.parse(response.json()).error.code;
}

async function code(values: Partial<typeof discountCodes.$inferInsert> & { code: string }): Promise<number> {
  const [row] = await db()
    .insert(discountCodes)
    .values({ valuePercentage: 10, ...values })
    .returning({ id: discountCodes.id });
  return row!.id;
}

const welcomeCodes = (userId: number) =>
  db()
    .select()
    .from(discountCodes)
    .where(and(eq(discountCodes.userId, userId), like(discountCodes.code, 'WELCOME%')));

async function nlBundles() {
  const { bundles } = CreditBundlesResponseSchema.parse(
    (await inject(context().app, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
  );
  return bundles;
}

describe('checking a code (GET /api/discountcode.php?code=)', () => {
  it('answers each error in the order of the checks: not found, used, expired, not applicable, minimum order', async () => {
    const me = await member();
    const other = await member();
    const [small, large] = await nlBundles();
    const order = (bundle: { id: number }, extra: DiscountQuery = {}) => ({ bundle: bundle.id, country: 'NL', ...extra });

    expect(await refusal(me, { code: 'NOPE' })).toBe('discount_not_found');
    await code({ code: 'SLEEPING', status: 'inactive' });
    expect(await refusal(me, { code: 'SLEEPING' })).toBe('discount_not_found');
    // Another member's personal code does not exist for me.
    await code({ code: 'HERSONLY', userId: other.id });
    expect(await refusal(me, { code: 'HERSONLY' })).toBe('discount_not_found');

    // Used and expired at once: used is said first.
    const usedOnce = await code({ code: 'MINEONCE', validity: 'once_per_user', expiresAt: new Date(Date.now() - DAY_MS) });
    await db().insert(discountRedemptions).values({ discountCodeId: usedOnce, userId: me.id });
    expect(await refusal(me, { code: 'MINEONCE' })).toBe('discount_used');
    // A once code redeemed by anyone is used for everybody.
    const onceForAll = await code({ code: 'FIRSTCOMER', validity: 'once' });
    await db().insert(discountRedemptions).values({ discountCodeId: onceForAll, userId: other.id });
    expect(await refusal(me, { code: 'FIRSTCOMER' })).toBe('discount_used');

    // Expired and for another country: expired is said first.
    await code({ code: 'LASTYEAR', country: 'DE', expiresAt: new Date(Date.now() - DAY_MS) });
    expect(await refusal(me, { code: 'LASTYEAR', ...order(small!) })).toBe('discount_expired');

    await code({ code: 'GERMANY', country: 'DE', minimumOrderValueCents: 100_000 });
    expect(await refusal(me, { code: 'GERMANY', ...order(small!) })).toBe('discount_not_applicable');
    await code({ code: 'ZLOTY', currency: 'PLN' });
    expect(await refusal(me, { code: 'ZLOTY', ...order(small!) })).toBe('discount_not_applicable');
    await code({ code: 'PAYPALONLY', paymentMethods: ['paypal'] });
    expect(await refusal(me, { code: 'PAYPALONLY', ...order(small!, { method: 'ideal' }) })).toBe('discount_not_applicable');
    expect(await discountOf(me, { code: 'PAYPALONLY', ...order(small!, { method: 'paypal' }) })).toMatchObject({
      paymentmethods: ['paypal'],
    });

    // 15.00 at least: the 9.99 bundle is below it, the 19.99 one is not.
    await code({ code: 'BIGSPENDER', currency: 'EUR', minimumOrderValueCents: 1500 });
    expect(await refusal(me, { code: 'BIGSPENDER', ...order(small!) })).toBe('discount_minimum_order');
    expect(await discountOf(me, { code: 'bigspender', ...order(large!) })).toMatchObject({
      code: 'BIGSPENDER',
      kind: 'code',
      expired: false,
    });
    // Without an order only the member's own checks apply.
    expect(await discountOf(me, { code: 'GERMANY' })).toMatchObject({ code: 'GERMANY', country: 'DE', minimum_order_value: 100_000 });

    expect((await ask(me, { code: 'BIGSPENDER', bundle: 999_999, country: 'NL' })).statusCode).toBe(404);
    expect((await ask(null, { code: 'BIGSPENDER' })).statusCode).toBe(403);
  });
});

describe('the time bonus', () => {
  it('is TIMEBONUS25 for a member who has not bought, only within 4 hours of signup', async () => {
    const fresh = await member(1);
    const bonus = await discountOf(fresh);
    expect(bonus).toMatchObject({
      code: TIME_BONUS.code,
      kind: 'time_bonus',
      value_percentage: 25,
      validity: 'once_per_user',
      expired: false,
    });
    const [signup] = await db().select({ at: users.signupDate }).from(users).where(eq(users.id, fresh.id));
    expect(bonus?.expires).toBe(new Date(signup!.at.getTime() + TIME_BONUS.windowSeconds * 1000).toISOString());
    // Typed in lower case, it is the same code.
    expect(await discountOf(fresh, { code: 'timebonus25' })).toMatchObject({ code: TIME_BONUS.code });

    const late = await member(4.1);
    expect(await discountOf(late)).toBeNull();
    expect(await refusal(late, { code: 'TIMEBONUS25' })).toBe('discount_expired');

    const paid = await member(1, { paid: true });
    expect(await discountOf(paid)).toBeNull();
    expect(await refusal(paid, { code: 'TIMEBONUS25' })).toBe('discount_not_applicable');

    const [timeBonus] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, TIME_BONUS.code));
    await db().insert(discountRedemptions).values({ discountCodeId: timeBonus!.id, userId: fresh.id });
    expect(await discountOf(fresh)).toBeNull();
    expect(await refusal(fresh, { code: 'TIMEBONUS25' })).toBe('discount_used');
  });
});

describe('the welcome discount', () => {
  it('is made when the time bonus ended unused, on asking (welcome=true) — once, and not for a member who bought', async () => {
    const unused = await member(5);
    const welcome = await discountOf(unused, { welcome: 'true' });
    expect(welcome).toMatchObject({
      code: `WELCOME${WELCOME_DISCOUNT_DEFAULTS.percent}`,
      kind: 'welcome',
      user_id: unused.id,
      value_percentage: WELCOME_DISCOUNT_DEFAULTS.percent,
      validity: 'once',
      expired: false,
    });
    const days = (new Date(welcome!.expires!).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(WELCOME_DISCOUNT_DEFAULTS.days - 0.1);
    expect(days).toBeLessThanOrEqual(WELCOME_DISCOUNT_DEFAULTS.days);
    expect(await discountOf(unused, { welcome: 'true' })).toEqual(welcome);
    expect(await welcomeCodes(unused.id)).toHaveLength(1);
    // The member's own code, checked like any other.
    expect(await discountOf(unused, { code: `welcome${WELCOME_DISCOUNT_DEFAULTS.percent}` })).toMatchObject({ kind: 'welcome' });

    // Still inside the time bonus's window: no welcome discount yet.
    const fresh = await member(1);
    expect(await discountOf(fresh, { welcome: 'true' })).toBeNull();
    const paid = await member(5, { paid: true });
    expect(await discountOf(paid, { welcome: 'true' })).toBeNull();
    // The time bonus used (the payment still completing): it did not end unused.
    const used = await member(5);
    const [timeBonus] = await db().select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, TIME_BONUS.code));
    await db().insert(discountRedemptions).values({ discountCodeId: timeBonus!.id, userId: used.id });
    expect(await discountOf(used, { welcome: 'true' })).toBeNull();
    for (const who of [fresh, paid, used]) expect(await welcomeCodes(who.id)).toEqual([]);

    // A member who has bought since no longer sees it.
    await db().update(users).set({ paidUser: true }).where(eq(users.id, unused.id));
    expect(await discountOf(unused, { welcome: 'true' })).toBeNull();
  });

  it('is made by the job for the members whose window ended within the last day, once, also racing the lazy path', async () => {
    const due = await member(5);
    const racing = await member(6);
    const notYet = await member(3);
    const longAgo = await member(30);
    const paid = await member(5, { paid: true });
    const now = new Date();

    const racingMember = await discountMember(db(), racing.id);
    const settings = { percent: 20, days: 3 };
    const [made] = await Promise.all([
      grantDueWelcomeDiscounts(db(), now),
      grantWelcomeDiscount(db(), racingMember!, settings, now),
      grantWelcomeDiscount(db(), racingMember!, settings, now),
    ]);
    expect(made).toBeGreaterThanOrEqual(1);
    expect(await welcomeCodes(due.id)).toMatchObject([{ code: 'WELCOME15', validity: 'once', valuePercentage: 15 }]);
    expect(await welcomeCodes(racing.id)).toHaveLength(1);
    for (const who of [notYet, longAgo, paid]) expect(await welcomeCodes(who.id)).toEqual([]);

    // Run again: nothing new for anyone.
    await grantDueWelcomeDiscounts(db(), now);
    expect(await welcomeCodes(due.id)).toHaveLength(1);
    expect(await welcomeCodes(racing.id)).toHaveLength(1);
  });
});
