import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ErrorBodySchema,
  PaymentResponseSchema,
  createPaymentEndpoint,
  createRepeatOrderEndpoint,
  getPaymentEndpoint,
  getRepeatOrderEndpoint,
  listPaymentsEndpoint,
  type PaymentMethod,
} from '@dating/shared/contracts/index';
import { WITHDRAWAL_CONSENT_VERSION } from '@dating/shared/contracts/withdrawal-consent';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { credit, readAccount } from '../credits/ledger';
import { creditPackages, payments, storedPaymentMethods } from '../db/schema';
import { recurringKit } from '../direct-debit/direct-debit-test-kit';
import { setupTestContext } from '../test/test-app';
import type { KeptMethod } from './sandbox/sandbox-psp';

const context = setupTestContext({ app: { unlimited: true } });
const members = chatKit(context);
const kit = recurringKit(context);
const db = () => context().database.db;
checkBooksAfterEach(() => db());

const balance = async (member: ChatMember) => (await readAccount(db(), member.id)).balance;
const repeatOrder = async (member: ChatMember) => (await kit.call(member, getRepeatOrderEndpoint)).json();
const buyAgain = (member: ChatMember, clientId = randomUUID()) =>
  kit.call(member, createRepeatOrderEndpoint, { body: { client_id: clientId, withdrawal_consent: WITHDRAWAL_CONSENT_VERSION } });
const paymentOf = async (member: ChatMember, id: string) =>
  PaymentResponseSchema.parse((await kit.call(member, getPaymentEndpoint, { query: { id } })).json()).payment;

/** A member who bought the first euro bundle with `method` through its checkout, paid as the tester pays it. */
async function buyer(method: PaymentMethod, keep?: KeptMethod) {
  const member = await members.member();
  const bundle = await kit.euroBundle(member);
  const created = await kit.call(member, createPaymentEndpoint, {
    body: { bundle: bundle.id, method, country: 'NL', client_id: randomUUID(), withdrawal_consent: WITHDRAWAL_CONSENT_VERSION },
  });
  const { payment } = PaymentResponseSchema.parse(created.json());
  const reference = await kit.providerReference(payment.id);
  await kit.sandbox().finish(db(), { reference, outcome: 'completed', now: new Date(), keep });
  await kit.runJobs(5_000);
  expect((await paymentOf(member, payment.id)).status).toBe('completed');
  return member;
}

it('no completed order: nothing to repeat', async () => {
  const member = await members.member();
  expect(await repeatOrder(member)).toEqual({ order: null });
  expect((await buyAgain(member)).statusCode).toBe(404);
});

it('a card kept at its checkout is charged again in one click, exactly once per client id, and the credits arrive by webhook', async () => {
  const member = await buyer('visa', { label: 'Visa •••• 4242', behaviour: 'ok' });
  const [kept] = await db().select().from(storedPaymentMethods).where(eq(storedPaymentMethods.userId, member.id));
  expect(kept).toMatchObject({ method: 'visa', label: 'Visa •••• 4242' });

  expect((await repeatOrder(member)).order).toMatchObject({
    bundle: { credits: 25, amount_cents: 999, currency: 'EUR' },
    method: 'visa',
    method_name: 'Visa',
    country: 'NL',
    // No fee on a card in the EEA: the bundle's price is the total.
    fee_cents: 0,
    total_cents: 999,
    one_click: true,
    stored_label: 'Visa •••• 4242',
    not_repeatable: null,
  });
  const before = await balance(member);
  const clientId = randomUUID();
  const [first, retry] = await Promise.all([buyAgain(member, clientId), buyAgain(member, clientId)]);
  const answer = PaymentResponseSchema.parse(first.json());
  expect(PaymentResponseSchema.parse(retry.json()).payment.id).toBe(answer.payment.id);
  expect(answer).toMatchObject({ payment: { status: 'pending', recurring: true, method: 'visa' }, checkout_url: null });
  // A repeat is a purchase of its own: its consent is its own, kept on its payment.
  expect(answer.payment.withdrawal_consent).toEqual({ version: WITHDRAWAL_CONSENT_VERSION, given_at: expect.any(String) });

  await kit.runJobs(5_000);
  expect((await paymentOf(member, answer.payment.id)).status).toBe('completed');
  expect(await balance(member)).toBe(before + 25);
});

it('a repeat without the consent to immediate supply is refused and charges nothing', async () => {
  const member = await buyer('visa', { label: 'Visa •••• 4242', behaviour: 'ok' });
  // Without the field the contract requires: sent raw, on its path.
  const refused = await kit.unchecked(member, createRepeatOrderEndpoint, { body: { client_id: randomUUID() } });
  expect(refused.statusCode).toBe(400);
  expect(ErrorBodySchema.parse(refused.json()).error).toMatchObject({ code: 'validation_failed', field: 'withdrawal_consent' });
  expect((await kit.call(member, listPaymentsEndpoint)).json().payments).toHaveLength(1);
});

it('a kept card declined when charged again ends failed and recurring', async () => {
  const member = await buyer('creditcard', { label: 'Visa •••• 0341', behaviour: 'decline' });
  const before = await balance(member);
  const answer = PaymentResponseSchema.parse((await buyAgain(member)).json());
  await kit.runJobs(5_000);
  expect(await paymentOf(member, answer.payment.id)).toMatchObject({ status: 'failed', recurring: true });
  expect(await balance(member)).toBe(before);
});

it('iDEAL is approved at every payment: found, said not repeatable, and nothing is bought', async () => {
  const member = await buyer('ideal');
  expect((await repeatOrder(member)).order).toMatchObject({
    bundle: { credits: 25 },
    method: 'ideal',
    one_click: false,
    stored_label: null,
    fee_cents: 0,
    not_repeatable: 'approval_needed',
  });
  expect((await buyAgain(member)).statusCode).toBe(404);
  expect((await kit.call(member, listPaymentsEndpoint)).json().payments).toHaveLength(1);
});

it('a revoked kept method is not charged: the order is found but not repeatable', async () => {
  const member = await buyer('paypal');
  expect((await repeatOrder(member)).order).toMatchObject({
    method: 'paypal',
    one_click: true,
    stored_label: 'PayPal',
    not_repeatable: null,
  });
  await db().update(storedPaymentMethods).set({ revokedAt: new Date() }).where(eq(storedPaymentMethods.userId, member.id));
  expect((await repeatOrder(member)).order).toMatchObject({ one_click: false, stored_label: null, not_repeatable: 'not_saved' });
  expect((await buyAgain(member)).statusCode).toBe(404);
});

/** A completed purchase recorded as the demo seed records it: no package, no payment country, no kept method. */
async function recordedPurchase(member: ChatMember, method: PaymentMethod, credits = 60, packageId: number | null = null) {
  // After any purchase the test made before (their webhook jobs ran on a clock moved ahead).
  const paidAt = new Date(Date.now() + 60_000);
  await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        publicId: `seedlike${randomUUID().replaceAll('-', '')}`,
        userId: member.id,
        credits,
        packageId,
        amountCents: 1999,
        currency: 'EUR',
        method,
        status: 'completed',
        provider: 'sandbox',
        providerReference: `seedlike-${randomUUID()}`,
        paidAt,
      })
      .returning({ id: payments.id });
    await credit(tx, { userId: member.id, amount: credits, reason: 'purchase', key: `payment:${row!.id}`, paymentId: row!.id, at: paidAt });
  });
}

it('finds a purchase recorded without its bundle or country: the same credits, priced in the member’s own country', async () => {
  const member = await members.member({ profile: { country: 'DE', city: 'Berlin' } });
  await recordedPurchase(member, 'creditcard');
  // A card not kept at its checkout cannot be charged again: the page offers the bundle at the checkout.
  expect((await repeatOrder(member)).order).toMatchObject({
    bundle: { credits: 60, currency: 'EUR' },
    method: 'creditcard',
    country: 'DE',
    one_click: false,
    stored_label: null,
    not_repeatable: 'not_saved',
  });
  expect((await buyAgain(member)).statusCode).toBe(404);
});

it('a purchase whose bundle is no longer sold is found: the bundle of the same credits sold today', async () => {
  const member = await members.member({ profile: { country: 'DE', city: 'Berlin' } });
  const today = await kit.euroBundle(member);
  const [sold] = await db().select({ siteId: creditPackages.siteId }).from(creditPackages).where(eq(creditPackages.id, today.id));
  const [retired] = await db()
    .insert(creditPackages)
    .values({ siteId: sold!.siteId, credits: today.credits, amountCents: 999, currency: 'EUR', active: false })
    .returning({ id: creditPackages.id });
  await recordedPurchase(member, 'creditcard', today.credits, retired!.id);
  expect((await repeatOrder(member)).order).toMatchObject({
    bundle: { id: today.id, credits: today.credits },
    not_repeatable: 'not_saved',
  });
});

it('a method no longer offered (Sofort) is found and said not repeatable', async () => {
  const member = await members.member({ profile: { country: 'DE', city: 'Berlin' } });
  await recordedPurchase(member, 'sofort', 25);
  expect((await repeatOrder(member)).order).toMatchObject({
    bundle: { credits: 25 },
    method: 'sofort',
    fee_cents: 0,
    not_repeatable: 'not_offered',
  });
});

it('the newest completed order counts, whatever paid the ones before', async () => {
  const member = await buyer('visa', { label: 'Visa •••• 4242', behaviour: 'ok' });
  await recordedPurchase(member, 'blik', 150);
  expect((await repeatOrder(member)).order).toMatchObject({ method: 'blik', bundle: { credits: 150 }, not_repeatable: 'not_offered' });
});
