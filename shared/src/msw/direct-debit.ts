import { HttpResponse } from 'msw';
import {
  confirmDirectDebitEndpoint,
  createDirectDebitEndpoint,
  getDirectDebitEndpoint,
  maskPhone,
  resendDirectDebitCodeEndpoint,
  type DirectDebitMandate,
} from '../contracts/direct-debit';
import { discountedCents, type AppliedDiscount, type DiscountError } from '../contracts/discounts';
import { maskIban } from '../contracts/iban';
import { inEuroArea } from '../contracts/currencies';
import type { PaymentResponse } from '../contracts/payments';
import type { DiscountsMock } from './discount-types';
import { bundleOrder } from './payments';
import { paymentFixture } from './payment-status';
import { errorResponse, readJson } from './responses';
import { endpointHandler } from './endpoint-handler';

/** The code every mock SMS carries (the dev mailbox shows the real one). */
export const MOCK_SMS_CODE = '123456';

/** The api's limits (api/src/direct-debit/mandates.ts). */
const CODES_PER_MANDATE = 3;
const RESEND_SPACING_MS = 30_000;
const CODES_PER_DAY = 10;
const WRONG_CODES_BLOCK = 5;
const CODE_VALID_MS = 10 * 60_000;

interface MockMandate {
  id: string;
  clientId: string;
  bundle: number;
  phone: string;
  iban: string;
  country: string;
  /** The discount code the mandate was made with (checked then, and again at the confirm). */
  discountCode: string | null;
  /** The consent to immediate supply sent with the mandate, and when: its payment carries both. */
  withdrawalConsent: { version: string; given_at: string };
  codesSent: number;
  lastCodeAt: number;
  payment: PaymentResponse | null;
}

export interface DirectDebitMockState {
  /** Direct debit refused for the member (too many wrong codes, a chargeback). */
  blocked: boolean;
  /** The mobile number kept on the member. */
  phone: string | null;
  /** Codes "sent" to the member so far today (the api allows CODES_PER_DAY). */
  codesToday: number;
  /** Wrong codes tried (the api blocks at WRONG_CODES_BLOCK). */
  wrongCodes: number;
  mandates: MockMandate[];
  /** Every POST /api/direct-debit.php body, as sent. */
  creates: unknown[];
  /** Codes the next confirms are refused with, in order (one each): a provider that does not answer, say. */
  refuseNextConfirms: { status: number; code: 'provider_unavailable' | 'not_found' | DiscountError }[];
}

function view(mandate: MockMandate, now: number): DirectDebitMandate {
  return {
    id: mandate.id,
    phone_masked: maskPhone(mandate.phone),
    iban_masked: maskIban(mandate.iban),
    resend_in_seconds: Math.max(0, Math.ceil((mandate.lastCodeAt + RESEND_SPACING_MS - now) / 1000)),
    codes_left: Math.max(0, CODES_PER_MANDATE - mandate.codesSent),
    code_expires_at: new Date(mandate.lastCodeAt + CODE_VALID_MS).toISOString(),
  };
}

const blockedResponse = () => errorResponse(403, 'direct_debit_blocked', 'Your account is blocked for direct debit payments.');
const limitResponse = () => errorResponse(429, 'sms_limit_reached', 'No more codes can be sent now.');

/**
 * GET/POST /api/direct-debit.php, POST /api/direct-debit-code.php and POST /api/direct-debit-resend.php like the
 * api: the form checked by the contract (the IBAN fully; without `withdrawal_consent` it is validation_failed on
 * that field and nothing is kept), euro-area countries only, one mandate per client id, the code limits (3 per
 * mandate 30 s apart, 10 a day), 5 wrong codes block; the code is always MOCK_SMS_CODE and the
 * confirmed mandate answers one pending SEPA direct debit — at the discounted price when the mandate came with a
 * `discount_code` that the discounts mock holds for the payments mock's bundle (checked at both steps, refused 422
 * as the api does; without the discounts mock no code exists). For screen tests and standalone pages.
 */
export function createDirectDebitHandlers(
  initial: Partial<Pick<DirectDebitMockState, 'blocked' | 'phone'>> = {},
  { discounts }: { discounts?: DiscountsMock } = {},
) {
  const state: DirectDebitMockState = {
    blocked: initial.blocked ?? false,
    phone: initial.phone ?? null,
    codesToday: 0,
    wrongCodes: 0,
    mandates: [],
    creates: [],
    refuseNextConfirms: [],
  };
  const mandateOf = (id: unknown) => state.mandates.find((known) => known.id === id);
  /** The mandate's code for its bundle: the discount applied, or the refusal (no discounts mock: no codes at all). */
  const discountFor = (code: string, bundle: number, country: string): { error: DiscountError } | { applied: AppliedDiscount } => {
    const order = bundleOrder(bundle, country);
    if (!discounts || !order) return { error: 'discount_not_found' };
    const listCents = order.amountCents;
    const check = discounts.check(code, { ...order, method: 'sdd' });
    if (!check.ok) return { error: check.error };
    const { discount } = check;
    return {
      applied: {
        code: discount.code,
        kind: discount.kind,
        value_percentage: discount.value_percentage,
        list_amount_cents: listCents,
        expires: discount.expires,
      },
    };
  };

  const handlers = [
    endpointHandler(getDirectDebitEndpoint, () => HttpResponse.json({ blocked: state.blocked, phone: state.phone })),
    endpointHandler(createDirectDebitEndpoint, async ({ request }) => {
      const raw = await readJson(request);
      state.creates.push(raw);
      const parsed = createDirectDebitEndpoint.body.safeParse(raw);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path.join('.') || 'body';
        return errorResponse(400, 'validation_failed', `${field}: invalid`, field);
      }
      const body = parsed.data;
      const known = state.mandates.find((mandate) => mandate.clientId === body.client_id);
      if (known) return HttpResponse.json({ mandate: view(known, Date.now()) });
      if (state.blocked) return blockedResponse();
      if (!inEuroArea(body.country)) return errorResponse(404, 'not_found', 'Direct debit is offered in the euro area only');
      if (state.codesToday >= CODES_PER_DAY) return limitResponse();
      const discount = body.discount_code === undefined ? null : discountFor(body.discount_code, body.bundle, body.country);
      if (discount && 'error' in discount) return errorResponse(422, discount.error, 'Refused');
      const mandate: MockMandate = {
        id: `mdt_${state.mandates.length + 1}_${body.client_id.slice(0, 8)}`,
        clientId: body.client_id,
        bundle: body.bundle,
        phone: body.phone,
        iban: body.iban,
        country: body.country,
        discountCode: discount ? discount.applied.code : null,
        withdrawalConsent: { version: body.withdrawal_consent, given_at: new Date().toISOString() },
        codesSent: 1,
        lastCodeAt: Date.now(),
        payment: null,
      };
      state.mandates.push(mandate);
      state.phone = body.phone;
      state.codesToday += 1;
      return HttpResponse.json({ mandate: view(mandate, Date.now()) });
    }),
    endpointHandler(resendDirectDebitCodeEndpoint, async ({ request }) => {
      const body = await request.json();
      const mandate = mandateOf(body.mandate);
      if (!mandate || mandate.payment) return errorResponse(404, 'not_found', 'This mandate waits for no code');
      if (state.blocked) return blockedResponse();
      if (mandate.codesSent >= CODES_PER_MANDATE) return limitResponse();
      const waitMs = mandate.lastCodeAt + RESEND_SPACING_MS - Date.now();
      if (waitMs > 0)
        return errorResponse(429, 'rate_limited', `Please wait ${Math.ceil(waitMs / 1000)} s before asking for another code.`);
      if (state.codesToday >= CODES_PER_DAY) return limitResponse();
      mandate.codesSent += 1;
      mandate.lastCodeAt = Date.now();
      state.codesToday += 1;
      return HttpResponse.json({ mandate: view(mandate, Date.now()) });
    }),
    endpointHandler(confirmDirectDebitEndpoint, async ({ request }) => {
      const body = await request.json();
      const mandate = mandateOf(body.mandate);
      if (!mandate) return errorResponse(404, 'not_found', 'Mandate not found');
      if (mandate.payment) return HttpResponse.json(mandate.payment);
      if (state.blocked) return blockedResponse();
      if (body.code !== MOCK_SMS_CODE) {
        state.wrongCodes += 1;
        if (state.wrongCodes < WRONG_CODES_BLOCK) return errorResponse(400, 'sms_code_invalid', 'Code invalid');
        state.blocked = true;
        return blockedResponse();
      }
      const refusal = state.refuseNextConfirms.shift();
      if (refusal) return errorResponse(refusal.status, refusal.code, 'Refused');
      const discount = mandate.discountCode === null ? null : discountFor(mandate.discountCode, mandate.bundle, mandate.country);
      if (discount && 'error' in discount) return errorResponse(422, discount.error, 'Refused');
      const listCents = bundleOrder(mandate.bundle, mandate.country)?.amountCents ?? 999;
      const cents = discount ? discountedCents(listCents, discount.applied.value_percentage) : listCents;
      mandate.payment = {
        payment: paymentFixture({
          id: `pay_${mandate.id}`,
          credits: 25,
          amount_cents: cents,
          fee_cents: 0,
          total_cents: cents,
          discount: discount ? discount.applied : null,
          method: 'sdd',
          vat: { rate_percent: 21, amount_cents: Math.round((cents * 21) / 121) },
          recurring: true,
          created_at: new Date().toISOString(),
          withdrawal_consent: mandate.withdrawalConsent,
        }),
        checkout_url: null,
      };
      return HttpResponse.json(mandate.payment);
    }),
  ];
  return { state, handlers };
}
