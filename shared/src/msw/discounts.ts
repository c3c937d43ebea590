import { HttpResponse } from 'msw';
import { TIME_BONUS, getDiscountCodeEndpoint, type DiscountCode } from '../contracts/discounts';
import type { PaymentMethod } from '../contracts/payment-methods';
import type { DiscountCheck, DiscountOrder, DiscountsMock, DiscountsMockState } from './discount-types';
import { endpointHandler } from './endpoint-handler';
import { bundleOrder } from './payments';
import { errorResponse } from './responses';

const HOUR_MS = 3_600_000;

const base = {
  country: null,
  user_id: null,
  currency: null,
  minimum_order_value: 0,
  status: 'active',
  validity: 'once_per_user',
  expired: false,
  paymentmethods: [],
} as const satisfies Partial<DiscountCode>;

/** The time bonus ending at `expires` (ISO), as the api answers it inside a member's first 4 hours. */
export function timeBonusFixture(expires: string): DiscountCode {
  return { ...base, code: TIME_BONUS.code, kind: 'time_bonus', expires, value_percentage: TIME_BONUS.percent };
}

/** A welcome code of 15 % for member 7, ending at `expires` (ISO). */
export function welcomeFixture(expires: string): DiscountCode {
  return { ...base, code: 'WELCOME15', kind: 'welcome', user_id: 7, expires, value_percentage: 15 };
}

/**
 * Codes to type on the standalone page and in tests: SUMMER10 (10 % on anything), IDEAL20 (20 %, iDEAL only),
 * BIG30 (30 % from € 39.99), OLD10 (expired).
 */
function codesFixture(now: number): Record<string, DiscountCode> {
  const inAMonth = new Date(now + 30 * 24 * HOUR_MS).toISOString();
  return {
    SUMMER10: { ...base, code: 'SUMMER10', kind: 'code', expires: inAMonth, value_percentage: 10, validity: 'unlimited' },
    IDEAL20: { ...base, code: 'IDEAL20', kind: 'code', expires: inAMonth, value_percentage: 20, paymentmethods: ['ideal'] },
    BIG30: { ...base, code: 'BIG30', kind: 'code', expires: inAMonth, value_percentage: 30, currency: 'EUR', minimum_order_value: 3999 },
    OLD10: {
      ...base,
      code: 'OLD10',
      kind: 'code',
      expires: new Date(now - 24 * HOUR_MS).toISOString(),
      value_percentage: 10,
      expired: true,
    },
  };
}

/** The api's checks of a code for the member (and for an order when one is given), in the api's order. */
function checkCode(state: DiscountsMockState, code: string, order: DiscountOrder | null): DiscountCheck {
  const upper = code.toUpperCase();
  const known = [state.timeBonus, state.welcome].find((own) => own?.code === upper) ?? state.codes[upper];
  if (!known || known.status !== 'active') return { ok: false, error: 'discount_not_found' };
  if (state.used.includes(upper)) return { ok: false, error: 'discount_used' };
  if (known.expired || (known.expires !== null && Date.parse(known.expires) <= Date.now())) return { ok: false, error: 'discount_expired' };
  if (!order) return { ok: true, discount: known };
  if ((known.country !== null && known.country !== order.country) || (known.currency !== null && known.currency !== order.currency)) {
    return { ok: false, error: 'discount_not_applicable' };
  }
  if (order.amountCents < known.minimum_order_value) return { ok: false, error: 'discount_minimum_order' };
  if (order.method && known.paymentmethods.length > 0 && !known.paymentmethods.includes(order.method)) {
    return { ok: false, error: 'discount_not_applicable' };
  }
  return { ok: true, discount: known };
}

/**
 * GET /api/discountcode.php like the api: the member's time bonus (by default one with 3 h 59 min left, so the
 * standalone page shows the banner and its countdown), the welcome code (by default one for 7 days, shown once
 * the page's member is past the time bonus's 4 hours), and typed codes checked with the api's
 * errors — against the payments mock's bundle when `bundle` and `country` are given. Every end is counted
 * from `now`: a test that reads a date passes its own fixed clock.
 */
export function createDiscountHandlers({ now = Date.now() }: { now?: number } = {}): DiscountsMock {
  const state: DiscountsMockState = {
    timeBonus: timeBonusFixture(new Date(now + TIME_BONUS.windowSeconds * 1000 - 60_000).toISOString()),
    welcome: welcomeFixture(new Date(now + 7 * 24 * HOUR_MS).toISOString()),
    codes: codesFixture(now),
    used: [],
    requests: [],
    failNextLoad: false,
  };
  const handler = endpointHandler(getDiscountCodeEndpoint, ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    state.requests.push(params);
    if (!params.code) {
      if (state.failNextLoad) {
        state.failNextLoad = false;
        return errorResponse(500, 'internal', 'Broken');
      }
      return HttpResponse.json({ discount: params.welcome === 'true' ? state.welcome : state.timeBonus });
    }
    const order = params.bundle && params.country ? bundleOrder(Number(params.bundle), params.country) : null;
    const checked = checkCode(state, params.code, order && { ...order, method: params.method as PaymentMethod | undefined });
    return checked.ok ? HttpResponse.json({ discount: checked.discount }) : errorResponse(422, checked.error, 'Refused');
  });
  return { state, check: (code, order) => checkCode(state, code, order), handlers: [handler] };
}
