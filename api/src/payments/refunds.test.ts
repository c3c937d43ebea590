import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { UserResponseSchema, getUserEndpoint } from '@dating/shared/contracts/index';
import { chatKit, type ChatMember } from '../conversations/chat-test-kit';
import { checkBooksAfterEach } from '../credits/books-test-kit';
import { debit, readAccount } from '../credits/ledger';
import { jobs, payments, users } from '../db/schema';
import { createWorker } from '../jobs/worker';
import { setupTestContext } from '../test/test-app';
import { applyProviderEvent } from './apply-event';
import type { ProviderEvent } from './provider';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './sandbox/sandbox-signature';
import { processPaymentWebhook } from './webhook-inbox';
import { paymentKit } from './payment-test-kit';
import { requestRefund } from './refund-command';
import { createSandboxPsp } from './sandbox/sandbox-psp';

const context = setupTestContext({ app: { unlimited: true } });
const kit = chatKit(context);
const db = () => context().database.db;
const pay = paymentKit(kit);
checkBooksAfterEach(() => db());

/** A member who bought the first NL bundle (25 credits for 9.99 EUR, no fee in the EEA). */
async function buyer(): Promise<{ member: ChatMember; reference: string; publicId: string; before: number }> {
  const member = await kit.member();
  const before = (await readAccount(db(), member.id)).balance;
  const { payment, reference } = await pay.start(member);
  // Paid at the provider, and its completion applied here as its webhook would be.
  await createSandboxPsp({ secret: context().config.sandboxPspSecret }).finish(db(), { reference, outcome: 'completed', now: new Date() });
  const completed: ProviderEvent = {
    kind: 'status',
    eventKey: `${reference}:1`,
    reference,
    merchantReference: payment.id,
    status: 'completed',
    amountCents: 999,
    currency: 'EUR',
    method: 'ideal',
  };
  expect(await applyProviderEvent(db(), { provider: 'sandbox', event: completed, now: new Date() })).toBe('completed');
  return { member, reference, publicId: payment.id, before };
}

const adjust = async (reference: string, kind: 'refund' | 'chargeback', id: string, amountCents: number, currency = 'EUR') =>
  applyProviderEvent(db(), {
    provider: 'sandbox',
    event: {
      kind,
      eventKey: `${kind}:${id}`,
      reference,
      merchantReference: await publicIdOf(reference),
      adjustmentId: id,
      amountCents,
      currency,
    },
    now: new Date(),
  });

async function publicIdOf(reference: string): Promise<string> {
  const [row] = await db().select({ publicId: payments.publicId }).from(payments).where(eq(payments.providerReference, reference));
  return row!.publicId;
}

const balance = async (member: ChatMember) => (await readAccount(db(), member.id)).balance;
const status = async (publicId: string) =>
  (await db().select({ status: payments.status }).from(payments).where(eq(payments.publicId, publicId)))[0]?.status;

it('a full refund takes the bundle’s credits back once and marks the payment refunded', async () => {
  const { member, reference, publicId, before } = await buyer();
  expect(await balance(member)).toBe(before + 25);
  expect(await adjust(reference, 'refund', 'rf1', 999)).toBe('refund');
  expect(await adjust(reference, 'refund', 'rf1', 999)).toBe('no change');
  expect(await balance(member)).toBe(before);
  expect(await status(publicId)).toBe('refunded');
  // Premium stays: buying made the member premium, and it never goes back.
  const [user] = await db().select({ premium: users.paidUser }).from(users).where(eq(users.id, member.id));
  expect(user?.premium).toBe(true);
});

it('partial refunds take their share of the credits, up to the total and not beyond', async () => {
  const { member, reference, publicId, before } = await buyer();
  // 5.00 of 9.99 → 13 of 25 credits (rounded), the rest with the 4.99 left.
  expect(await adjust(reference, 'refund', 'half-1', 500)).toBe('refund');
  expect(await balance(member)).toBe(before + 25 - 13);
  expect(await status(publicId)).toBe('completed');
  expect(await adjust(reference, 'refund', 'too-much', 500)).toBe('amount mismatch');
  expect(await adjust(reference, 'refund', 'in-dollars', 100, 'USD')).toBe('amount mismatch');
  expect(await adjust(reference, 'refund', 'half-2', 499)).toBe('refund');
  expect(await balance(member)).toBe(before);
  expect(await status(publicId)).toBe('refunded');
});

it('a refund after the credits were spent takes only what is left; a chargeback takes all, below 0', async () => {
  const refunded = await buyer();
  await kit.db().transaction(async (tx) => {
    await debit(tx, { userId: refunded.member.id, amount: refunded.before + 20, reason: 'adjustment', key: `spend:${randomUUID()}` });
  });
  expect(await balance(refunded.member)).toBe(5);
  await adjust(refunded.reference, 'refund', 'rf', 999);
  expect(await balance(refunded.member)).toBe(0);

  const charged = await buyer();
  await kit.db().transaction(async (tx) => {
    await debit(tx, { userId: charged.member.id, amount: charged.before + 20, reason: 'adjustment', key: `spend:${randomUUID()}` });
  });
  expect(await adjust(charged.reference, 'chargeback', 'cb', 999)).toBe('chargeback');
  expect(await balance(charged.member)).toBe(-20);
  // The member sees 0 credits and what they owe; the next credits pay the debt first.
  const me = UserResponseSchema.parse((await kit.call(charged.member, getUserEndpoint)).json());
  expect(me.user).toMatchObject({ credits: 0, credits_owed: 20, paid_user: true });
});

it('a refund arrives as a signed webhook, is stored once and applied once', async () => {
  const { member, reference, publicId, before } = await buyer();
  const body = JSON.stringify({
    id: 'refund:rf-hook',
    type: 'payment.refund',
    data: { reference, merchant_reference: publicId, adjustment_id: 'rf-hook', amount_cents: 999, currency: 'EUR' },
  });
  const post = () =>
    context().app.inject({
      method: 'POST',
      url: '/api/payment-webhook.php?provider=sandbox',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(context().config.sandboxPspSecret, body, new Date()),
      },
      payload: body,
    });
  const answers = await Promise.all([post(), post(), post()]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
  const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
  await createWorker({ db: db(), log: silent, kinds: [processPaymentWebhook] }).drain();
  expect(await balance(member)).toBe(before);
});

it('nothing to give back for a payment that never completed', async () => {
  const { reference } = await pay.start(await kit.member());
  expect(await adjust(reference, 'refund', 'early', 100)).toBe('amount mismatch');
});

describe('the operator’s refund', () => {
  it('asks the provider within refund_days, for what is left; the credits go when the provider confirms', async () => {
    const { member, publicId, before } = await buyer();
    const [row] = await db().select({ paidAt: payments.paidAt }).from(payments).where(eq(payments.publicId, publicId));
    const secret = context().config.sandboxPspSecret;
    expect(await requestRefund(db(), secret, { publicId, amountCents: 2000, now: new Date() })).toMatchObject({
      ok: false,
      message: expect.stringContaining('Only 999 cents'),
    });
    expect(await requestRefund(db(), secret, { publicId, now: new Date(row!.paidAt!.getTime() + 15 * 24 * 60 * 60_000) })).toMatchObject({
      ok: false,
      message: expect.stringContaining('more than 14 days'),
    });
    expect(await requestRefund(db(), secret, { publicId: 'no-such-payment', now: new Date() })).toMatchObject({ ok: false });
    const asked = await requestRefund(db(), secret, { publicId, amountCents: 514, now: new Date() });
    expect(asked).toMatchObject({ ok: true, message: expect.stringContaining('Refund of 514 cents (EUR)') });
    // Nothing moves before the provider confirms.
    expect(await balance(member)).toBe(before + 25);
    const [job] = await db()
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'sandbox-psp-notify'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(job?.payload).toMatchObject({ adjustment: { kind: 'refund', amountCents: 514 } });
  });
});
