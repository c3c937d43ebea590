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
import { readAccount } from '../credits/ledger';
import { storedPaymentMethods } from '../db/schema';
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

it('iDEAL is not kept: the repeat is a fresh checkout with the same method', async () => {
  const member = await buyer('ideal');
  expect((await repeatOrder(member)).order).toMatchObject({ method: 'ideal', one_click: false, stored_label: null, fee_cents: 0 });
  const answer = PaymentResponseSchema.parse((await buyAgain(member)).json());
  expect(answer).toMatchObject({ payment: { status: 'pending', recurring: false, method: 'ideal' } });
  expect(answer.checkout_url).toMatch(/^\/sandbox-psp\/checkout\/sbx_/);
});

it('a revoked kept method is not charged: the repeat falls back to a checkout', async () => {
  const member = await buyer('paypal');
  expect((await repeatOrder(member)).order).toMatchObject({ method: 'paypal', one_click: true, stored_label: 'PayPal' });
  await db().update(storedPaymentMethods).set({ revokedAt: new Date() }).where(eq(storedPaymentMethods.userId, member.id));
  expect((await repeatOrder(member)).order).toMatchObject({ one_click: false, stored_label: null });
  expect(PaymentResponseSchema.parse((await buyAgain(member)).json()).checkout_url).not.toBeNull();
});
