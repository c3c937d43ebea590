import { randomUUID } from 'node:crypto';
import { and, count, eq, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CreditBundlesResponseSchema,
  discountedCents,
  ErrorBodySchema,
  PaymentMethodsResponseSchema,
  PaymentResponseSchema,
  claimRetentionDiscountEndpoint,
  createPaymentEndpoint,
  getPaymentEndpoint,
  listCreditBundlesEndpoint,
  listPaymentMethodsEndpoint,
  listPaymentsEndpoint,
  type PaymentMethod,
  type PaymentResponse,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { creditLedger, discountRedemptions, memberEvents, paymentWebhooks, payments, sandboxPspPayments, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { inject } from '../test/inject';
import { setupTestContext } from '../test/test-app';
import { applyProviderEvent } from './apply-event';
import type { ProviderEvent } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox/sandbox-signature';
import { processPaymentWebhook } from './webhook-inbox';
import { paymentKit } from './payment-test-kit';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
// After every test the books add up (balances = ledger, payments credited once, paid messages debited once).
checkBooksAfterEach(() => db());
const db = () => context().database.db;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs every due job of the payments (a worker that drains the queue, as one would after a restart). */
const runJobs = () => createWorker({ db: db(), log: silent, kinds: [processPaymentWebhook], events: context().app.realtime }).drain();

const pay = paymentKit(kit);
async function startPayment(member: ChatMember, method: PaymentMethod = 'ideal', clientId = randomUUID()): Promise<PaymentResponse> {
  const { reference: _reference, ...answer } = await pay.start(member, { method, clientId });
  return answer;
}

async function referenceOf(publicId: string): Promise<string> {
  const [row] = await db().select({ reference: payments.providerReference }).from(payments).where(eq(payments.publicId, publicId));
  return row!.reference!;
}

async function publicIdOf(reference: string): Promise<string> {
  const [row] = await db().select({ publicId: payments.publicId }).from(payments).where(eq(payments.providerReference, reference));
  return row?.publicId ?? 'none';
}

/** A webhook as the sandbox signs it; the merchant reference is the payment's own unless one is given. */
async function webhook(
  event: { id: string; reference: string; status: string; amount_cents: number; currency?: string; merchant_reference?: string },
  options: { signedAt?: Date; secret?: string } = {},
) {
  const body = JSON.stringify({
    id: event.id,
    type: 'payment.status',
    data: {
      reference: event.reference,
      merchant_reference: event.merchant_reference ?? (await publicIdOf(event.reference)),
      status: event.status,
      amount_cents: event.amount_cents,
      currency: event.currency ?? 'EUR',
      method: 'ideal',
    },
  });
  const signature = signSandboxWebhook(options.secret ?? context().config.sandboxPspSecret, body, options.signedAt ?? new Date());
  return context().app.inject({
    method: 'POST',
    url: '/api/payment-webhook.php?provider=sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

async function books(userId: number) {
  const [[ledger], [user]] = await Promise.all([
    db()
      .select({ total: sum(creditLedger.delta), rows: count() })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'purchase'))),
    db().select({ premium: users.paidUser }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    purchased: Number(ledger?.total ?? 0),
    purchaseRows: ledger?.rows ?? 0,
    premium: user?.premium ?? false,
    balance: (await kit.credits(userId)).balance,
  };
}

const status = async (publicId: string) =>
  (await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, publicId)))[0]?.status;

describe('starting a payment', () => {
  it('opens a pending payment with the bundle’s price (no fee in the EEA) and the consent, once per client id', async () => {
    const member = await kit.member();
    const clientId = randomUUID();
    const before = Date.now();
    const first = await startPayment(member, 'ideal', clientId);
    expect(first.payment).toMatchObject({
      status: 'pending',
      credits: 25,
      amount_cents: 999,
      fee_cents: 0,
      total_cents: 999,
      currency: 'EUR',
      method: 'ideal',
      paid_at: null,
      country: 'NL',
      // 21 % Dutch VAT included in the 9.99 paid: 1.73.
      vat: { rate_percent: 21, amount_cents: 173 },
      withdrawal_consent: { version: WITHDRAWAL_CONSENT_VERSION, given_at: expect.any(String) },
    });
    // The row keeps the wording's version and when it was ticked (this start).
    const [consent] = await db()
      .select({ version: payments.withdrawalConsentVersion, at: payments.withdrawalConsentAt })
      .from(payments)
      .where(eq(payments.publicId, first.payment.id));
    expect(consent?.version).toBe(WITHDRAWAL_CONSENT_VERSION);
    expect(consent?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(first.payment.withdrawal_consent!.given_at).getTime()).toBe(consent?.at?.getTime());
    expect(first.checkout_url).toMatch(/^\/sandbox-psp\/checkout\/sbx_/);
    const retry = await startPayment(member, 'ideal', clientId);
    expect(retry).toEqual(first);
    const [row] = await db()
      .select({ amount: sandboxPspPayments.amountCents, returnUrl: sandboxPspPayments.returnUrl })
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.merchantReference, first.payment.id));
    // The provider charges the total the member was shown, and sends the member back to the receipt's page.
    expect(row).toMatchObject({ amount: 999, returnUrl: expect.stringMatching(new RegExp(`/transactions/${first.payment.id}$`)) });

    // The member reads it; nobody else can.
    expect(PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id: first.payment.id } })).json())).toEqual(
      first,
    );
    const other = await kit.member();
    expect((await kit.call(other, getPaymentEndpoint, { query: { id: first.payment.id } })).statusCode).toBe(404);
    expect((await kit.call(member, listPaymentsEndpoint)).json()).toMatchObject({ payments: [{ id: first.payment.id }] });
  });

  it('refuses a method not offered in the payment country, and a bundle of another currency', async () => {
    const member = await kit.member();
    const list = CreditBundlesResponseSchema.parse(
      (await kit.call(member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
    );
    const start = (body: { method: PaymentMethod; country: string }) =>
      kit.call(member, createPaymentEndpoint, {
        body: { bundle: list.bundles[0]!.id, client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION, ...body },
      });
    expect((await start({ method: 'blik', country: 'NL' })).statusCode).toBe(404);
    expect((await start({ method: 'sofort', country: 'DE' })).statusCode).toBe(404);
    expect((await start({ method: 'blik', country: 'PL' })).statusCode).toBe(404);
    expect(
      (
        await inject(context().app, createPaymentEndpoint, {
          body: { bundle: 1, method: 'ideal', country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the consent to immediate supply (CRD art. 16(m))', () => {
  it('a start without it is refused with the error body on its field, and nothing is stored or charged', async () => {
    const member = await kit.member();
    const list = CreditBundlesResponseSchema.parse(
      (await kit.call(member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json(),
    );
    const body = { bundle: list.bundles[0]!.id, method: 'ideal' as const, country: 'NL', client_id: randomUUID() };
    const checkouts = async () => (await db().select({ n: count() }).from(sandboxPspPayments))[0]!.n;
    const checkoutsBefore = await checkouts();
    for (const consent of [{}, { withdrawal_consent: null }, { withdrawal_consent: '1999-01' }, { withdrawal_consent: true }]) {
      // Without the field, or a value the contract refuses: sent raw, on its path.
      const refused = await kit.unchecked(member, createPaymentEndpoint, { body: { ...body, ...consent } });
      expect(refused.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(refused.json()).error).toMatchObject({ code: 'validation_failed', field: 'withdrawal_consent' });
    }
    expect(await db().select({ id: payments.id }).from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    expect(await checkouts()).toBe(checkoutsBefore);
    // The same start with it opens the payment (the refusals used up nothing: the client id is still free).
    const opened = await kit.call(member, createPaymentEndpoint, { body: { ...body, withdrawal_consent: WITHDRAWAL_CONSENT_VERSION } });
    expect(opened.statusCode).toBe(200);
    const { payment } = PaymentResponseSchema.parse(opened.json());
    // The list and the receipt's answer carry it.
    const listed = PaymentResponseSchema.shape.payment.array().parse((await kit.call(member, listPaymentsEndpoint)).json().payments);
    expect(listed[0]!.withdrawal_consent).toEqual(payment.withdrawal_consent);
    expect(payment.withdrawal_consent?.version).toBe(WITHDRAWAL_CONSENT_VERSION);
  });
});

describe('exactly once', () => {
  it('ten duplicate webhooks at once, a reconciliation and the return page credit the bundle once and make the member premium', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    const before = await books(member.id);
    expect(before.premium).toBe(false);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => webhook({ id: `${reference}:1`, reference, status: 'completed', amount_cents: 999 })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().stored === true)).toHaveLength(1);
    // A reconciliation asking the provider (a key of its own) at the same time as the queue runs.
    const reconciled = applyProviderEvent(db(), {
      provider: 'sandbox',
      event: {
        kind: 'status',
        eventKey: `${reference}:fetched:completed`,
        reference,
        merchantReference: payment.id,
        status: 'completed',
        amountCents: 999,
        currency: 'EUR',
        method: 'ideal',
      },
      now: new Date(),
    });
    await Promise.all([runJobs(), reconciled, runJobs()]);
    // The return page only reads.
    expect(PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id: payment.id } })).json())).toMatchObject({
      payment: { status: 'completed' },
      checkout_url: null,
    });

    expect(await books(member.id)).toEqual({ purchased: 25, purchaseRows: 1, premium: true, balance: before.balance + 25 });
    const events = await db().select({ kind: memberEvents.kind }).from(memberEvents).where(eq(memberEvents.userId, member.id));
    expect(events.filter((event) => event.kind === 'payment')).toHaveLength(1);
    // Whichever ran first completed it; the other found nothing to do. Stored once, processed.
    const [inbox] = await db()
      .select({ outcome: paymentWebhooks.outcome, processedAt: paymentWebhooks.processedAt })
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.eventKey, `${reference}:1`));
    expect(inbox?.processedAt).not.toBeNull();
    expect(['completed', 'no change']).toContain(inbox?.outcome);
  });

  it('states only move forward: a late failure after completion and a late pending change nothing; money after expiry still counts', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    await webhook({ id: `${reference}:2`, reference, status: 'completed', amount_cents: 999 });
    await webhook({ id: `${reference}:1`, reference, status: 'failed', amount_cents: 999 });
    await webhook({ id: `${reference}:3`, reference, status: 'pending', amount_cents: 999 });
    await runJobs();
    expect(await status(payment.id)).toBe('completed');
    expect((await books(member.id)).purchaseRows).toBe(1);

    const late = await startPayment(member);
    const lateReference = await referenceOf(late.payment.id);
    await webhook({ id: `${lateReference}:1`, reference: lateReference, status: 'expired', amount_cents: 999 });
    await runJobs();
    expect(await status(late.payment.id)).toBe('expired');
    await webhook({ id: `${lateReference}:2`, reference: lateReference, status: 'completed', amount_cents: 999 });
    await runJobs();
    expect(await status(late.payment.id)).toBe('completed');
    expect((await books(member.id)).purchaseRows).toBe(2);
  });

  it('a completion for another amount or currency credits nothing and is kept for review', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    await webhook({ id: `${reference}:1`, reference, status: 'completed', amount_cents: 998 });
    await webhook({ id: `${reference}:2`, reference, status: 'completed', amount_cents: 999, currency: 'USD' });
    await runJobs();
    expect(await status(payment.id)).toBe('pending');
    expect((await books(member.id)).purchaseRows).toBe(0);
    const outcomes = await db()
      .select({ outcome: paymentWebhooks.outcome })
      .from(paymentWebhooks)
      .where(eq(paymentWebhooks.provider, 'sandbox'));
    expect(outcomes.filter((row) => row.outcome === 'amount mismatch').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad signature, another secret and a stale timestamp (over 5 minutes) with 400, storing nothing', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    const event = { id: `${reference}:1`, reference, status: 'completed', amount_cents: 999 };
    expect((await webhook(event, { secret: 'another-secret-of-16-chars' })).statusCode).toBe(400);
    expect((await webhook(event, { signedAt: new Date(Date.now() - 6 * 60_000) })).statusCode).toBe(400);
    const unsigned = await context().app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(400);
    expect(
      await db()
        .select()
        .from(paymentWebhooks)
        .where(eq(paymentWebhooks.eventKey, `${reference}:1`)),
    ).toEqual([]);
    expect(await status(payment.id)).toBe('pending');
  });

  it('a webhook stored before a crash is processed once after the restart', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    expect((await webhook({ id: `${reference}:1`, reference, status: 'completed', amount_cents: 999 })).statusCode).toBe(200);
    // Nothing ran yet (the process "died" after answering); the queue still holds the job.
    expect(await status(payment.id)).toBe('pending');
    await runJobs();
    await runJobs();
    expect(await status(payment.id)).toBe('completed');
    expect((await books(member.id)).purchaseRows).toBe(1);
  });

  it('the handler applied twice by hand changes nothing the second time', async () => {
    const member = await kit.member();
    const { payment } = await startPayment(member);
    const reference = await referenceOf(payment.id);
    const event: ProviderEvent = {
      kind: 'status',
      eventKey: 'manual',
      reference,
      merchantReference: payment.id,
      status: 'completed',
      amountCents: 999,
      currency: 'EUR',
      method: 'ideal',
    };
    expect(await applyProviderEvent(db(), { provider: 'sandbox', event, now: new Date() })).toBe('completed');
    expect(await applyProviderEvent(db(), { provider: 'sandbox', event, now: new Date() })).toBe('no change');
    expect((await books(member.id)).purchaseRows).toBe(1);
  });
});

describe('discount codes at checkout', () => {
  async function nlBundle(member: ChatMember) {
    return CreditBundlesResponseSchema.parse((await kit.call(member, listCreditBundlesEndpoint, { query: { country: 'NL' } })).json())
      .bundles[0]!;
  }
  const create = async (member: ChatMember, body: Partial<z.input<typeof createPaymentEndpoint.body>>) =>
    kit.call(member, createPaymentEndpoint, {
      body: {
        bundle: (await nlBundle(member)).id,
        method: 'ideal',
        country: 'NL',
        client_id: randomUUID(),
        withdrawal_consent: WITHDRAWAL_CONSENT_VERSION,
        ...body,
      },
    });
  async function created(member: ChatMember, body: Parameters<typeof create>[1]): Promise<PaymentResponse> {
    const response = await create(member, body);
    expect(response.statusCode).toBe(200);
    return PaymentResponseSchema.parse(response.json());
  }
  const methodsWith = async (member: ChatMember | null, discount: string) => {
    const bundle = member ? await nlBundle(member) : { id: 1 };
    const query = { country: 'NL', bundle: bundle.id, discount };
    const response = member
      ? await kit.call(member, listPaymentMethodsEndpoint, { query })
      : await inject(context().app, listPaymentMethodsEndpoint, { query });
    expect(response.statusCode).toBe(200);
    return PaymentMethodsResponseSchema.parse(response.json());
  };
  const complete = async (payment: PaymentResponse['payment']) =>
    applyProviderEvent(db(), {
      provider: 'sandbox',
      event: {
        kind: 'status',
        eventKey: `${payment.id}:done`,
        reference: await referenceOf(payment.id),
        merchantReference: payment.id,
        status: 'completed',
        amountCents: payment.total_cents,
        currency: payment.currency,
        method: payment.method,
      },
      now: new Date(),
    });
  const redemptions = (userId: number) => db().select().from(discountRedemptions).where(eq(discountRedemptions.userId, userId));

  it('the time bonus prices each method with its discount, the payment is made and charged at it, and the code is then used', async () => {
    const member = await kit.member();
    const priced = await methodsWith(member, 'timebonus25');
    expect(priced.discount_error).toBeNull();
    expect(priced.discount).toMatchObject({ code: 'TIMEBONUS25', kind: 'time_bonus', value_percentage: 25, list_amount_cents: 999 });
    // 9.99 − 25 % = 7.4925 → 7.49, and no fee on top in the EEA.
    expect(priced.methods.find((offer) => offer.method === 'ideal')).toMatchObject({
      amount_cents: 749,
      discounted: true,
      fee_cents: 0,
      total_cents: 749,
    });
    expect(priced.methods.find((offer) => offer.method === 'paypal')).toMatchObject({ amount_cents: 749, fee_cents: 0, total_cents: 749 });
    // A visitor's code is ignored; a bad code is told, never a failing list.
    expect(await methodsWith(null, 'TIMEBONUS25')).toMatchObject({ discount: null, discount_error: null });
    const unknown = await methodsWith(member, 'NOSUCHCODE');
    expect(unknown).toMatchObject({ discount: null, discount_error: 'discount_not_found' });
    expect(unknown.methods.every((offer) => !offer.discounted && offer.amount_cents === 999)).toBe(true);

    const { payment } = await created(member, { discount_code: 'TimeBonus25' });
    expect(payment).toMatchObject({
      amount_cents: 749,
      fee_cents: 0,
      total_cents: 749,
      credits: 25,
      discount: { code: 'TIMEBONUS25', kind: 'time_bonus', value_percentage: 25, list_amount_cents: 999 },
    });
    const [charged] = await db()
      .select({ amount: sandboxPspPayments.amountCents })
      .from(sandboxPspPayments)
      .where(eq(sandboxPspPayments.merchantReference, payment.id));
    expect(charged?.amount).toBe(749);

    expect(await complete(payment)).toBe('completed');
    expect(await redemptions(member.id)).toHaveLength(1);
    expect((await books(member.id)).purchased).toBe(25);
    expect((await methodsWith(member, 'TIMEBONUS25')).discount_error).toBe('discount_used');
    const again = await create(member, { discount_code: 'TIMEBONUS25' });
    expect(again.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('discount_used');
    // The receipt keeps the discount it was paid with.
    expect(
      PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id: payment.id } })).json()).payment.discount,
    ).toMatchObject({
      code: 'TIMEBONUS25',
    });
  });

  it('honours the retention offer’s STAY code and refuses a code that does not hold for the order', async () => {
    const member = await kit.member();
    const offer = await kit.call(member, claimRetentionDiscountEndpoint);
    const { code, value_percentage } = offer.json() as { code: string; value_percentage: number };
    expect(code).toBe(`STAY${value_percentage}`);
    const { payment } = await created(member, { discount_code: code.toLowerCase() });
    expect(payment).toMatchObject({
      amount_cents: discountedCents(999, value_percentage),
      discount: { code, kind: 'retention', value_percentage, list_amount_cents: 999 },
    });
    expect(payment.discount?.expires).not.toBeNull();
    // Single use: redeemed with the completion, then used.
    expect(await complete(payment)).toBe('completed');
    expect(await redemptions(member.id)).toMatchObject([{ paymentId: expect.any(Number) }]);
    expect(ErrorBodySchema.parse((await create(member, { discount_code: code })).json()).error.code).toBe('discount_used');

    const refused = await create(member, { discount_code: 'NOSUCHCODE' });
    expect(refused.statusCode).toBe(422);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe('discount_not_found');
    const paid = await kit.member({ paid: true });
    expect(ErrorBodySchema.parse((await create(paid, { discount_code: 'TIMEBONUS25' })).json()).error.code).toBe('discount_not_applicable');
  });

  it('lists SEPA direct debit in the euro area, but never starts it without a mandate', async () => {
    const member = await kit.member();
    expect((await methodsWith(member, 'TIMEBONUS25')).methods.map((offer) => offer.method)).toContain('sdd');
    const refused = await create(member, { method: 'sdd' });
    expect(refused.statusCode).toBe(404);
  });

  it('two payments in flight with one once-per-user code: one redeems it, the other buys credits at the full price', async () => {
    const member = await kit.member();
    const first = await created(member, { discount_code: 'TIMEBONUS25' });
    const second = await created(member, { discount_code: 'TIMEBONUS25' });
    expect([first.payment.amount_cents, second.payment.amount_cents]).toEqual([749, 749]);

    expect(await Promise.all([complete(first.payment), complete(second.payment)])).toEqual(['completed', 'completed']);
    const redeemed = await redemptions(member.id);
    expect(redeemed).toHaveLength(1);
    const rows = await db()
      .select({ id: payments.id, credits: payments.credits, discountCodeId: payments.discountCodeId })
      .from(payments)
      .where(eq(payments.userId, member.id));
    const winner = rows.find((row) => row.id === redeemed[0]!.paymentId)!;
    const other = rows.find((row) => row.id !== redeemed[0]!.paymentId)!;
    expect(winner).toMatchObject({ credits: 25, discountCodeId: expect.any(Number) });
    // 7.49 buys what 7.49 buys at the full 9.99 for 25 credits: 18.74 → 18.
    expect(other).toMatchObject({ credits: 18, discountCodeId: null });
    expect((await books(member.id)).purchased).toBe(43);
    const views = await Promise.all(
      [first, second].map(
        async (answer) =>
          PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id: answer.payment.id } })).json()).payment,
      ),
    );
    // The member reads one payment with the discount, the other at full price without one.
    expect(views.filter((view) => view.discount === null)).toHaveLength(1);
  });
});
